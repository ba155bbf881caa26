import { z } from "zod";
import { optionalText } from "~/forms/text-field";

// One image (img) and one video (video) per upload.
export const UPLOAD_FILES_PER_REQUEST = 2;

export const UPLOAD_MESSAGES = {
  uploaded: "File uploaded successfully!",
  failed: "Error uploading file",
  noFile: "Choose an image or a video to upload.",
  deleted: "Upload deleted.",
  notFound: "That upload no longer exists.",
  deleteConfirm: "Delete this upload?",
} as const;

// Accepts the web form's checkbox ("on") and the API's boolean or "true"/"false".
const hiddenField = z
  .union([z.boolean(), z.enum(["on", "true", "false"])], "Hidden must be true or false")
  .transform((value) => value === true || value === "on" || value === "true");

/** The text fields sent with an upload (the files themselves are checked by the media pipeline). */
export const uploadFieldsSchema = z.object({
  caption: optionalText("Caption", 300),
  alt: optionalText("Alt text", 300),
  hidden: hiddenField.optional().default(false),
});

export type UploadFields = z.infer<typeof uploadFieldsSchema>;
