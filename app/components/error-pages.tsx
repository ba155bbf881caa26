import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function NotFound({ what = "page" }: { what?: string }) {
  return (
    <main id="main" className="page page-narrow error-page">
      <p className="eyebrow">Error 404</p>
      <h1>We could not find that {what}</h1>
      <p>It may have been moved or removed, or the link may be mistyped.</p>
      <ul className="error-links">
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/projects">See our projects</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </main>
  );
}

/** The message shown under "Unexpected Application Error!": a status line for responses, the error's message else. */
export function errorMessage(error: unknown) {
  if (isRouteErrorResponse(error)) {
    // The router's own errors (a POST to a page without an action, ...) describe its internals, such as route file
    // names: visitors get the status line only. Our own thrown Responses carry a message meant for them.
    const internal = "internal" in error && error.internal === true;
    const detail = typeof error.data === "string" && !internal ? error.data : "";
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(": ");
  }
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

export function UnexpectedError({ error }: { error: unknown }) {
  return (
    <main id="main" className="page page-narrow error-page">
      <h1>Unexpected Application Error!</h1>
      <p className="error-message">{errorMessage(error)}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}

/**
 * A page's error boundary: it renders inside the site layout (navigation and footer stay), as the 404 page for
 * missing records and as the "Unexpected Application Error!" screen for anything else.
 */
export function RouteErrorBoundary({ what }: { what?: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound what={what} />;
  return <UnexpectedError error={error} />;
}
