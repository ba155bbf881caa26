import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminPageHeader, type HeaderLink } from "./admin-page-header";
import { AdminTitle } from "./admin-title";
import { ErrorNotice } from "./error-notice";

type ErrorText = { title: string; message: string | ((error: unknown) => string); detail?: string };

/** What a back-office screen says when it cannot be shown: for a missing record (a 404), and for anything else. */
export type AdminErrorTexts = {
  back: HeaderLink;
  notFound: ErrorText;
  failed: ErrorText;
};

/**
 * A back-office screen that could not be shown: its heading, a way back, and what went wrong. The one error page of
 * the back office: the layout shows it for screens without texts of their own, adminErrorBoundary for the others.
 */
export function AdminErrorPage({ error, texts }: { error: unknown; texts: AdminErrorTexts }) {
  const text = isRouteErrorResponse(error) && error.status === 404 ? texts.notFound : texts.failed;
  return (
    <>
      <AdminTitle page={text.title} />
      <AdminPageHeader title={text.title} back={texts.back} />
      <ErrorNotice message={typeof text.message === "function" ? text.message(error) : text.message} />
      {text.detail ? <p>{text.detail}</p> : null}
    </>
  );
}

/** A back-office screen's error boundary: it renders inside the back office's frame, so the sidebar stays. */
export function adminErrorBoundary(texts: AdminErrorTexts) {
  return function AdminErrorBoundary() {
    return <AdminErrorPage error={useRouteError()} texts={texts} />;
  };
}

/**
 * The error boundary of one record's screen: a 404 says the record does not exist, anything else says `failed`
 * (its `notFound` message unless told otherwise); both lead back to its list.
 */
export function recordErrorBoundary(record: {
  title: string;
  back: HeaderLink;
  notFound: string;
  failed?: string;
}) {
  return adminErrorBoundary({
    back: record.back,
    notFound: {
      title: record.title,
      message: record.notFound,
      detail: `This ${record.title.toLowerCase()} does not exist or has been deleted.`,
    },
    failed: { title: record.title, message: record.failed ?? record.notFound },
  });
}
