import { useFlashAlert } from "./use-flash-alert";

/**
 * A form's or page's error that stays put (unlike the flash alert, which hides after 3.5 s): what went wrong with
 * the last submission, rendered by the server so it shows without JavaScript.
 */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <div className="admin-error" role="alert">
      <p>{message}</p>
    </div>
  );
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
