import { useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "~/root";
import type { AlertData } from "~/components/alert-banner";

/**
 * The alert of the last redirect, for as long as the page it came with is shown: the next navigation (a link, another
 * save) ends it. Without JavaScript every page is a new request, whose flash cookie no longer holds it; with
 * JavaScript the root's data stays after a link, so the location it arrived with decides.
 */
export function useFlashAlert(): AlertData | null {
  const alert = useRootData()?.alert ?? null;
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ alert, key });
  if (arrival.alert !== alert) {
    setArrival({ alert, key });
    return alert;
  }
  return arrival.key === key ? alert : null;
}

/**
 * The confirmation of a save, beside what was saved: the alert whose `at` is this place. It stays until the next
 * action (see useFlashAlert), so it is there when the admin looks, not gone after a few seconds at the top of the page.
 */
export function SavedNotice({ at }: { at: string }) {
  const alert = useFlashAlert();
  if (alert?.at !== at) return null;
  return (
    <p
      className={`saved-notice saved-notice-${alert.kind}`}
      role={alert.kind === "error" || alert.kind === "warning" ? "alert" : "status"}
    >
      {alert.message}
    </p>
  );
}
