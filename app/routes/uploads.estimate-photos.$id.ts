import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { answerPhotoUpload } from "~/estimates/photo-uploads.server";

// One resumable photo upload: HEAD asks how far it got, PATCH sends the rest, DELETE drops it
// (app/estimates/photo-uploads.server.ts).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  answerPhotoUpload(request, params.id ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  answerPhotoUpload(request, params.id ?? "");
