import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { photoOwnerOf } from "~/estimates/photo-owner.server";
import { submitEstimate } from "~/estimates/submit-estimate.server";
import { readMultipartForm } from "~/media/multipart.server";
import { requestContext } from "~/logs/audit.server";
import { MAX_ESTIMATE_PHOTOS } from "~/estimates/estimate";
import { readEstimateFilter } from "~/estimates/estimate-admin.server";
import { estimateToJson } from "~/api/serialize/estimate.server";
import { listEstimates } from "~/estimates/estimate.server";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/estimates";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/estimates[?status=&service=] (admin): { estimates }, newest first, narrowed as the back office's list.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const filter = readEstimateFilter(new URL(request.url).searchParams);
    return apiJson({ estimates: listEstimates(filter).map(estimateToJson) });
  },

  // POST /api/estimates (public): multipart with the form's fields and repeated `photos`. 201 with the new request's
  // id and reference; a refused request (400 fieldErrors, 413, 415, 429) stores nothing, photos included.
  POST: async ({ request }) => {
    // More files than a request takes are still read, so that the answer names the limit of ten.
    const formData = await readMultipartForm(request, { maxFiles: MAX_ESTIMATE_PHOTOS * 4 });
    const result = await submitEstimate(
      formData,
      { ...requestContext(request), origin: publicOrigin },
      { keepPhotos: false, owner: await photoOwnerOf(request) },
    );
    if (!result.ok) {
      const fieldErrors = Object.keys(result.fieldErrors).length ? result.fieldErrors : undefined;
      return apiError(result.status, result.error, {
        fieldErrors,
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return apiJson(
      { success: true, estimate: { _id: result.estimate.id, reference: result.estimate.reference } },
      { status: 201 },
    );
  },
});
export const loader = route.loader;
export const action = route.action;
