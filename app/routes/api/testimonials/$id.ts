import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { testimonialToJson } from "~/api/serialize/testimonial.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { TESTIMONIAL_MESSAGES, testimonialUpdateSchema } from "~/testimonials/testimonial";
import { deleteTestimonial, updateTestimonial } from "~/testimonials/testimonial.server";
import type { Route } from "./+types/$id";

const route = apiRoute<Route.LoaderArgs>({
  // PATCH /api/testimonials/:id (admin): any subset of the fields; answers the updated testimonial.
  PATCH: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const values = parseOrThrow(testimonialUpdateSchema, await readJsonBody(request));
    const result = updateTestimonial(params.id, values, requestContext(request, admin, "api"));
    if (!result.ok) return apiRefusal(result);
    return apiJson({
      success: true,
      message: TESTIMONIAL_MESSAGES.saved,
      testimonial: testimonialToJson(result.testimonial),
      ...(result.warning ? { warning: result.warning } : {}),
    });
  },

  // DELETE /api/testimonials/:id (admin).
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    if (!deleteTestimonial(params.id, requestContext(request, admin, "api")))
      return apiError(404, TESTIMONIAL_MESSAGES.notFound);
    return apiJson({ success: true, message: TESTIMONIAL_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
