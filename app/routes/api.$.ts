import { withCors } from "~/api/cors.server";
import { apiError } from "~/api/http.server";

// Anything under /api that no route serves: a JSON 404, never the HTML page.
const notFound = ({ request }: { request: Request }) =>
  withCors(request, apiError(404, `No API endpoint at ${request.method} ${new URL(request.url).pathname}.`));

export const loader = notFound;
export const action = notFound;
