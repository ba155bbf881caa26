import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/session.server";
import { DataTable } from "~/components/admin/data-table";
import { loadTable } from "~/models/admin-tables.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { table: loadTable("messages", new URL(request.url)) };
}

export const meta: MetaFunction = () => [{ title: "Messages | Back office" }];

const MESSAGE_PREVIEW = 90;

export default function AdminMessages() {
  const { table } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Messages</h1>
      <DataTable
        table={table}
        caption="Messages"
        columnLabels={{ isRead: "Read", leadStatus: "Lead status", createdAt: "Date" }}
        renderCell={(key, row) => {
          if (key === "name") {
            const name = String(row.name ?? "");
            return (
              <Link to={`/admin/messages/${row._id}`}>
                {row.isRead ? name : <strong>{name}</strong>}
                {row.isRead ? null : <span className="visually-hidden"> (unread)</span>}
              </Link>
            );
          }
          if (key === "message") {
            const text = String(row.message ?? "");
            return text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW)}...` : text;
          }
          if (key === "isRead") return row.isRead ? "Read" : "Unread";
          return undefined;
        }}
      />
    </>
  );
}
