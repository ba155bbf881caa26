import { requireAdmin } from "~/auth/session.server";
import { csvDownload, exportPeriodOf, invoicesCsv } from "~/invoices/invoice-export.server";
import type { Route } from "./+types/export[.]csv";

// GET /admin/invoices/export.csv?from=&to=: the invoices issued in the period, one row per line, for QuickBooks
// Online's invoice import; streamed.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const period = exportPeriodOf(new URL(request.url));
  if ("error" in period) throw new Response(period.error, { status: 400 });
  return csvDownload(invoicesCsv(period), "invoices", period);
}
