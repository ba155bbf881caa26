import type { ReactNode } from "react";
import { TableHead } from "~/components/table-head";

/** A plain back-office table in its scrolling frame: the column headings, then the rows given as children. */
export function SimpleTable({
  columns,
  caption,
  captionHidden = false,
  className = "data-table",
  children,
}: {
  columns: string[];
  caption?: string;
  /** A caption for screen readers only, where a heading above already names the table. */
  captionHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={className}>
        {caption ? (
          <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        ) : null}
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
