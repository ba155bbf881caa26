import type { ReactNode } from "react";
import { Link } from "react-router";
import { RestoreRevisionButton } from "./restore-revision-button";
import { formatDateTime } from "~/utils/dates";

type Revision = { id: string; createdAt: string };

/**
 * An editor's Revisions section: the versions its saves replaced, newest first, each with a link to view it and a
 * Restore button that asks first.
 */
export function RevisionsSection<R extends Revision>({
  revisions,
  intro,
  viewPath,
  versionName,
  describe,
}: {
  revisions: R[];
  /** What an entry stands for, said above the list. */
  intro?: ReactNode;
  /** The address of a revision's read-only view. */
  viewPath: (revisionId: string) => string;
  /** What a View link names for screen readers, from the entry's time ("the version of …"). */
  versionName: (when: string) => string;
  /** The entry's text, from the revision and its formatted time. */
  describe: (revision: R, when: string) => ReactNode;
}) {
  return (
    <section className="page-revisions" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      {revisions.length === 0 ? (
        <p>No earlier versions yet. Every save keeps the version it replaces here.</p>
      ) : (
        <>
          {intro}
          <ol>
            {revisions.map((revision) => {
              const when = formatDateTime(revision.createdAt);
              return (
                <li key={revision.id}>
                  <span>{describe(revision, when)}</span>
                  <div className="button-row">
                    <Link to={viewPath(revision.id)} className="button button-secondary button-small">
                      View<span className="visually-hidden"> {versionName(when)}</span>
                    </Link>
                    <RestoreRevisionButton revisionId={revision.id} when={when} ask />
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
