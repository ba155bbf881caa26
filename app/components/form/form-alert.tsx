import { ErrorSummary } from "./error-summary";

/**
 * A message of its own, beside a form or a button: errors in the kit's error summary (a form's errors, with a link to
 * each field at fault, take `<ErrorSummary form={form} />`), or a success line.
 */
export function FormAlert({
  id,
  errors,
  success,
}: {
  id?: string;
  errors?: string[] | null;
  success?: string | null;
}) {
  if (errors?.length) return <ErrorSummary form={{ errorId: id, errors }} />;
  if (success) {
    return (
      <div className="form-alert form-alert--success" role="status">
        <p>{success}</p>
      </div>
    );
  }
  return null;
}
