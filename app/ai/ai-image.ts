import { z } from "zod";

export const aiImagePromptSchema = z.object({
  prompt: z
    .string("Describe the image you want")
    .trim()
    .min(3, "Describe the image in a few words")
    .max(300, "Keep the description under 300 characters"),
});
