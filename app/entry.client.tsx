import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete without JavaScript, so let the browser paint it first and hydrate right
// after (a frame, then a task): hydration never delays the first paint on slow phones.
requestAnimationFrame(() => setTimeout(hydrate, 0));
