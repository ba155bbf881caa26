import { Form } from "react-router";
import type { ImportReport } from "~/newsletter/import-subscribers.server";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";

/** The CSV upload of the Subscribers screen. */
export function CustomerImportForm() {
  return (
    <Form method="post" encType="multipart/form-data" className="customer-import">
      <CsrfInput />
      <input type="hidden" name="intent" value="import" />
      <div className="field">
        <label htmlFor="customer-import-file">CSV file</label>
        <input id="customer-import-file" type="file" name="file" accept=".csv,text/csv" required />
        <p className="field-hint">
          A header row with an <code>email</code> column. Addresses are marked confirmed only when a{" "}
          <code>status</code> column says <code>confirmed</code> (as the export writes it) or a{" "}
          <code>confirmed</code> column says <code>yes</code>; the others get the confirmation mail. Addresses
          that unsubscribed here stay unsubscribed. At most 2 MB.
        </p>
      </div>
      <SubmitButton pendingLabel="Importing...">Import</SubmitButton>
    </Form>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import did, row by row where something could not be used. */
export function CustomerImportReport({ report }: { report: ImportReport }) {
  const lines = [
    `${plural(report.rows, "row")} read`,
    `${plural(report.added, "address", "addresses")} added`,
    `${report.confirmed} marked confirmed`,
    `${plural(report.mailed, "confirmation mail")} sent`,
    report.notMailed ? `${report.notMailed} not mailed again this hour (already mailed)` : null,
    report.unsubscribed ? `${report.unsubscribed} unsubscribed` : null,
    report.unchanged ? `${report.unchanged} already on the list` : null,
    report.keptUnsubscribed ? `${report.keptUnsubscribed} left unsubscribed (they unsubscribed here)` : null,
    report.duplicates ? `${plural(report.duplicates, "duplicate row")} merged` : null,
    report.invalidCount ? `${plural(report.invalidCount, "invalid row")} skipped` : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="import-report" role="status">
      <p className="newsletter-notice">Import finished: {lines.join(", ")}.</p>
      {report.invalid.length ? (
        <SimpleTable columns={["Line", "Value", "Why"]} caption="Rows not imported">
          {report.invalid.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.value || "(empty)"}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </SimpleTable>
      ) : null}
      {report.invalidCount > report.invalid.length ? (
        <p className="muted">
          and {report.invalidCount - report.invalid.length} more; fix them and import the file again.
        </p>
      ) : null}
    </div>
  );
}
