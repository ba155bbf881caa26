import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { LIEN_MESSAGES } from "~/jobs/lien-options";
import { preliminaryNoticePdf } from "~/jobs/preliminary-notice-file.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import type { Route } from "./+types/preliminary-notice[.]pdf";

// GET /admin/jobs/{id}/preliminary-notice.pdf: the job's preliminary twenty day notice (A.R.S. § 33-992.01), dated
// today, once the owner is known.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await preliminaryNoticePdf(params.id).catch(pdfUnavailable);
  if (!pdf) throw data(LIEN_MESSAGES.noticeNeedsOwner, { status: 404 });
  return pdfResponse(pdf);
}
