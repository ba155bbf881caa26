import { useEffect, useRef } from "react";

export type SummaryField = { id: string; label: string; errors?: string[] | null };

/**
 * "There is a problem": above a refused form, its own message and one link per field at fault, each leading to its
 * field (a link to the field's id moves the focus there, without JavaScript too). The server renders it, so a phone
 * without JavaScript sees it first; with JavaScript a refused post moves the focus to it.
 */
export function ErrorSummary({
  id,
  formErrors,
  fields,
  reply,
}: {
  id: string;
  formErrors?: string[] | null;
  fields: SummaryField[];
  /** The server's last reply: a new refused one takes the focus (errors found while typing do not). */
  reply?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const faults = fields.flatMap((field) =>
    (field.errors ?? []).map((error) => ({ id: field.id, label: field.label, error })),
  );
  const shown = Boolean(formErrors?.length || faults.length);
  useEffect(() => {
    if (reply) ref.current?.focus();
  }, [reply]);
  if (!shown) return null;
  return (
    <div
      id={id}
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>There is a problem</h2>
      {formErrors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {faults.length ? (
        <ul>
          {faults.map((fault) => (
            <li key={`${fault.id}-${fault.error}`}>
              <a href={`#${fault.id}`}>
                {fault.label}: {fault.error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
