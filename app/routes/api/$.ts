import { withCors } from "~/api/cors.server";
import { apiError } from "~/api/http.server";
import type { Route } from "./+types/$";

// Anything under /api that no route serves: a JSON 404, never the HTML page.
const notFound = ({ request }: Route.LoaderArgs) =>
  withCors(request, apiError(404, `No API endpoint at ${request.method} ${new URL(request.url).pathname}.`));

export const loader = notFound;
export const action = notFound;
