import { answerPhotoUpload } from "~/estimates/photo-uploads.server";
import type { Route } from "./+types/estimate-photos";

// The resumable (tus) photo upload endpoint of /estimate: POST creates an upload (app/estimates/photo-uploads.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => answerPhotoUpload(request);

export const action = ({ request }: Route.ActionArgs) => answerPhotoUpload(request);
