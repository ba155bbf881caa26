import { useMemo } from "react";
import { AlertBanner } from "../alert-banner";

/**
 * A form's own message: the reply's form-level errors, or a success text. It stays put in a box, or with `notice`
 * shows as the site's notice (closable, hidden after 3.5 s), each new reply showing it again.
 */
export function FormAlert({
  id,
  errors,
  success,
  notice = false,
  focusable = false,
}: {
  id?: string;
  errors?: string[] | null;
  success?: string | null;
  notice?: boolean;
  /** Can take the focus (useFormReply moves it here when no field is at fault). */
  focusable?: boolean;
}) {
  const message = errors?.length ? errors.join(" ") : success;
  const kind = errors?.length ? ("error" as const) : ("success" as const);
  // A new reply (a new errors array) is a new notice, even with the same text.
  const alert = useMemo(() => (message ? { kind, message } : null), [errors, success]); // eslint-disable-line react-hooks/exhaustive-deps
  if (notice) {
    return (
      <div id={id}>
        <AlertBanner alert={alert} placement="inline" />
      </div>
    );
  }
  if (errors?.length) {
    return (
      <div
        id={id}
        className="form-alert form-alert--error"
        role="alert"
        tabIndex={focusable ? -1 : undefined}
      >
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    );
  }
  if (success) {
    return (
      <div className="form-alert form-alert--success" role="status">
        <p>{success}</p>
      </div>
    );
  }
  return null;
}
