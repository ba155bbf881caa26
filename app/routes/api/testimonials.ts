import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { testimonialToJson } from "~/api/serialize/testimonial.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { TESTIMONIAL_MESSAGES, testimonialSchema } from "~/testimonials/testimonial";
import { createTestimonial, listPublishedTestimonials } from "~/testimonials/testimonial.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/testimonials";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/testimonials (public): { testimonials }, the published ones, newest first.
  GET: () =>
    apiJson(
      { testimonials: listPublishedTestimonials().map(testimonialToJson) },
      { headers: { "Cache-Control": A_MINUTE } },
    ),

  // POST /api/testimonials (admin): { quote, name, city?, projectId?, published? }.
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const values = parseOrThrow(testimonialSchema, await readJsonBody(request));
    const result = createTestimonial(values, requestContext(request, admin, "api"));
    if (!result.ok) return apiRefusal(result);
    return apiJson(
      {
        success: true,
        message: TESTIMONIAL_MESSAGES.created,
        testimonial: testimonialToJson(result.testimonial),
        ...(result.warning ? { warning: result.warning } : {}),
      },
      { status: 201 },
    );
  },
});
export const loader = route.loader;
export const action = route.action;
