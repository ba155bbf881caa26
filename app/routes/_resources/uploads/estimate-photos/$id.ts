import { answerPhotoUpload } from "~/estimates/photo-uploads.server";
import type { Route } from "./+types/$id";

// One resumable photo upload: HEAD asks how far it got, PATCH sends the rest, DELETE drops it
// (app/estimates/photo-uploads.server.ts).
export const loader = ({ request, params }: Route.LoaderArgs) => answerPhotoUpload(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => answerPhotoUpload(request, params.id);
