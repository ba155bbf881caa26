import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { answerPhotoUpload } from "~/estimates/photo-uploads.server";

// The resumable (tus) photo upload endpoint of /estimate: POST creates an upload (app/estimates/photo-uploads.server.ts).
export const loader = ({ request }: LoaderFunctionArgs) => answerPhotoUpload(request);

export const action = ({ request }: ActionFunctionArgs) => answerPhotoUpload(request);
