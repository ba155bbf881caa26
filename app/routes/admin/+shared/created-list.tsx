import { useSearchParams } from "react-router";
import type { ReactNode } from "react";
import { ErrorNotice } from "./error-notice";
import { useActionReply } from "~/components/form/use-action-reply";

/**
 * The key of a create form on a page whose action redirects back with `?<param>=<id>` after each create: a new key
 * starts the form (and its file input) empty for the next record.
 */
export function useCreatedKey(param: string) {
  const [searchParams] = useSearchParams();
  return searchParams.get(param) ?? "new";
}

/** The list under a create form: its heading, the notice of a delete that failed, and a line while it is empty. */
export function CreatedList({
  id,
  title,
  empty,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { error } = useActionReply();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {error ? <ErrorNotice message={error} /> : null}
      {isEmpty ? <p className="muted">{empty}</p> : children}
    </section>
  );
}
