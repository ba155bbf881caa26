import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete without JavaScript, so let the browser paint it first and hydrate right
// after (a frame, then a task): hydration never delays the first paint on slow phones.
requestAnimationFrame(() => setTimeout(hydrate, 0));
