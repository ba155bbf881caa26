import type { MouseEvent } from "react";

/**
 * What a summary needs of a form; the form hooks of the kit (`useFormReply`, Conform's form metadata through
 * `useZodForm`) both have this shape. A field's control has the id `${id}-${name}`.
 */
export type SummaryForm = {
  id?: string;
  /** The summary's own id (the form's `aria-describedby` names it, the focus moves to it). */
  errorId?: string;
  /** The form's own message (Conform's form-level errors). */
  errors?: string[] | null;
  /** Every field's errors by name, the form's own under "". */
  allErrors?: Record<string, string[] | null | undefined>;
  /** "error" once a post (or, with JavaScript, a submit) was refused; a check while typing leaves it unset. */
  status?: "error" | "success";
};

const PROBLEM_TITLE = "There is a problem";

type SummaryLink = { href: string; message: string };

/** The summary's heading and one link per field at fault, in the order the form's schema reported them. */
export function summaryOf(form: SummaryForm, fieldIds: Record<string, string> = {}) {
  const links: SummaryLink[] = [];
  if (form.id !== undefined && form.status === "error") {
    for (const [name, errors] of Object.entries(form.allErrors ?? {})) {
      if (!name || !errors?.length) continue;
      links.push({ href: `#${fieldIds[name] ?? `${form.id}-${name}`}`, message: errors[0] });
    }
  }
  const linked = new Set(links.map((link) => link.message));
  // The form's message heads the box, unless it only repeats the one field's own.
  const own = (form.errors ?? []).filter((error) => !linked.has(error));
  return {
    title: own.length ? own.join(" ") : PROBLEM_TITLE,
    links,
    shown: Boolean(form.errors?.length || links.length),
  };
}

/** A link's target: its control takes the focus, with its label scrolled into view above it. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const control = document.getElementById(id);
  if (!(control instanceof HTMLElement)) return;
  event.preventDefault();
  const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
  (label ?? control).scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

/**
 * The error summary of a refused post (the GOV.UK Design System's): at the top of the form, a box headed by the form's
 * own message or "There is a problem", with one link per field at fault that leads to it. The server renders it, so it
 * is there without JavaScript; it has `autofocus`, so a long page opens at it and the focus is on it, and with
 * JavaScript a new refusal moves the focus to it again. `fieldIds` names the control of a field whose id is not the kit's.
 */
export function ErrorSummary({ form, fieldIds }: { form: SummaryForm; fieldIds?: Record<string, string> }) {
  const { title, links, shown } = summaryOf(form, fieldIds);
  if (!shown) return null;
  return (
    <div
      id={form.errorId}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      // GOV.UK's pattern: a refused post opens at its summary, with or without JavaScript (the page may be long). No
      // accessible name: an alert is read out whole, and a name holding "password" would answer to that field's label.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    >
      <h2 className="error-summary-title">{title}</h2>
      {links.length ? (
        <ul className="error-summary-list">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={focusTarget}>
                {link.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
