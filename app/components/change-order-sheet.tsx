import type { ChangeOrderView } from "~/jobs/change-order-view.server";
import { TableHead } from "./table-head";

const COLUMNS = ["Description", "Quantity", "Unit price", "Amount"] as const;

/** A change order's reason, lines and totals, and the contract value it makes: for the office and the customer. */
export function ChangeOrderSheet({ order }: { order: ChangeOrderView }) {
  return (
    <>
      <p className="change-order-reason">{order.reason}</p>
      <table className="quote-items">
        <caption className="visually-hidden">Lines of change order {order.reference}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.key}>
              <td data-label="Description">{line.description}</td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Unit price">{line.unitPrice}</td>
              <td data-label="Amount">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="quote-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{order.subtotal}</dd>
        </div>
        {order.tax ? (
          <div>
            <dt>{order.tax.label}</dt>
            <dd>{order.tax.amount}</dd>
          </div>
        ) : null}
        <div className="quote-total">
          <dt>Total of this change</dt>
          <dd>{order.total}</dd>
        </div>
        <div>
          <dt>{order.approval ? "Contract value with it" : "New contract value"}</dt>
          <dd>{order.newContract}</dd>
        </div>
      </dl>
      {order.taxNotice ? <p className="field-hint">{order.taxNotice}</p> : null}
    </>
  );
}
