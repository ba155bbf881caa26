import { z } from "zod";

/** What a writer answers: a whole post, checked before anything is saved (never a half-written post). */
export const writtenPostSchema = z.object({
  title: z.string().trim().min(5).max(200),
  description: z.string().trim().min(10).max(400),
  sections: z
    .array(
      z.object({ title: z.string().trim().min(1).max(200), body: z.string().trim().min(20).max(20_000) }),
    )
    .min(3)
    .max(8),
  conclusion: z.string().trim().min(10).max(5000),
  imagePrompt: z.string().trim().max(300).optional(),
});

export type WrittenPost = z.infer<typeof writtenPostSchema>;

export type ServiceTopic = { name: string; description: string };

/** What a writer is told about the post it should write. */
export type PostBrief = {
  service: ServiceTopic;
  keyword?: string; // when the post was chosen for an SEO keyword
  city: string;
  company: { name: string; phone: string; city: string };
  keywords: string[]; // the site's SEO keywords, to be used naturally
  avoidTitles: string[]; // titles already used
};

export type EnhanceContext = {
  company: { name: string; phone: string; city: string };
  keywords: string[];
};

export interface BlogWriter {
  readonly name: "offline" | "openai";
  writePost(brief: PostBrief): Promise<WrittenPost>;
  enhancePost(post: Omit<WrittenPost, "imagePrompt">, context: EnhanceContext): Promise<WrittenPost>;
}

/** A writer or image source failed; the message is meant for the admin who asked. */
export class AiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiError";
  }
}
