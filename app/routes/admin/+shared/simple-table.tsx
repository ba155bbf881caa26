import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { TableHead } from "~/components/table-head";

/** Columns whose cells need no label on a phone's card: the buttons say what they do. */
const UNLABELLED = new Set(["Actions", ""]);

type CellProps = { children?: ReactNode; "data-label"?: string };

/**
 * Each row's cells with their column's heading as `data-label`: below 768 px the table is a stack of cards, and the
 * stylesheet shows the label before each value (admin.css), as on the data tables.
 */
function labelled(rows: ReactNode, columns: string[]) {
  return Children.map(rows, (row) => {
    if (!isValidElement<CellProps>(row) || row.type !== "tr") return row;
    let column = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell)) return cell;
      const label = columns[column++] ?? "";
      if (UNLABELLED.has(label) || cell.props["data-label"] !== undefined) return cell;
      return cloneElement(cell as ReactElement<CellProps>, { "data-label": label });
    });
    return cloneElement(row, {}, cells);
  });
}

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
        <tbody>{labelled(children, columns)}</tbody>
      </table>
    </div>
  );
}
