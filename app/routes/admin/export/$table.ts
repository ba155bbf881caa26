import { requireAdmin } from "~/auth/session.server";
import { toCsv } from "~/admin/table-query";
import { exportTable, isTableName } from "~/routes/admin/+shared/tables.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$table";

// GET /admin/export/:table?q=&sort=&dir=: the CSV of a data table's current view (filtered and sorted, all pages).
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (!isTableName(params.table)) throw new Response("No such table", { status: 404 });
  const { columns, rows } = exportTable(params.table, new URL(request.url), requestContext(request, admin));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows, columns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.table}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
