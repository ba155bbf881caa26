import { requireAdmin } from "~/auth/session.server";
import { csvDownload, exportPeriodOf, paymentsCsv } from "~/invoices/invoice-export.server";
import type { Route } from "./+types/export[.]csv";

// GET /admin/payments/export.csv?from=&to=: the payments received in the period (invoices' and quote deposits);
// streamed.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const period = exportPeriodOf(new URL(request.url));
  if ("error" in period) throw new Response(period.error, { status: 400 });
  return csvDownload(paymentsCsv(period), "payments", period);
}
