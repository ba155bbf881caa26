import { Link } from "react-router";

/**
 * Phones only (below 768 px, by CSS): "Call" and "Estimate" fixed at the bottom of the screen, server-rendered so it
 * works before and without JavaScript. The spacer after it keeps the page's end (footer, last links) scrollable
 * above the bar.
 */
export function CallBar({ phoneHref }: { phoneHref: string }) {
  return (
    <>
      <div className="call-bar-spacer" aria-hidden="true" />
      <nav className="call-bar" aria-label="Call or request an estimate">
        <a href={phoneHref || undefined} className="call-bar-link call-bar-call">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
          Call<span className="visually-hidden"> us</span>
        </a>
        <Link to="/estimate" className="call-bar-link call-bar-estimate">
          Estimate<span className="visually-hidden">: request a free estimate</span>
        </Link>
      </nav>
    </>
  );
}
