import { useId, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/** A link to share: shown in a read-only box (select and copy it without JavaScript) plus a copy button with it. */
export function ShareLink({ url, label = "Share link" }: { url: string; label?: string }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied");
    } catch {
      setStatus("Could not copy; select the link and copy it");
    }
  }

  return (
    <div className="share-link">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      {hydrated ? (
        <div className="detail-actions">
          <button type="button" className="button button-secondary button-small" onClick={copy}>
            Copy link
          </button>
          <span role="status">{status}</span>
        </div>
      ) : null}
    </div>
  );
}
