/**
 * A one-time notice, kept in the session cookie by a redirect and shown on the next page (the server renders it, so it
 * works without JavaScript): its kind, its text and at most one link onward (after a project save, the project's page:
 * decision 021).
 */
export type Alert = {
  kind: "success" | "error" | "info" | "warning";
  message: string;
  link?: { to: string; label: string };
  /** The part of the next page the notice belongs beside (the saved section's id); unset: the top of the page. */
  at?: string;
};
