import { SCROLL_TOP_AFTER_PX } from "~/utils/layout-rules";
import { useEffect, useState } from "react";
import { useScrolledPast } from "./use-scrolled-past";

/** Whether the site footer is on screen: the button then steps aside, so it never covers the footer's text. */
function useFooterInView() {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector(".site-footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * "Back to top", shown after 300 px of scroll. It is a plain link to #top, so it works without JavaScript; with
 * JavaScript it scrolls (smoothly unless reduced motion is asked for) without adding a history entry.
 */
export function ScrollToTop({ withCallBar }: { withCallBar: boolean }) {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const nearFooter = useFooterInView();
  const classes = [
    "to-top",
    visible && !nearFooter ? "is-visible" : "",
    nearFooter ? "is-near-footer" : "",
    // On a phone it rides in the call bar; a page without the bar has no place for it that covers nothing.
    withCallBar ? "" : "to-top-without-bar",
  ];
  return (
    <a
      href="#top"
      className={classes.filter(Boolean).join(" ")}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </a>
  );
}
