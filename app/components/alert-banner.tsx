import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Alert } from "~/utils/alert";
import { useHydrated } from "~/utils/use-hydrated";

export type AlertData = Alert;

const ALERT_VISIBLE_MS = 3500;

const titles: Record<AlertData["kind"], string> = {
  success: "Success",
  error: "Error",
  info: "Note",
  warning: "Warning",
};

/**
 * One alert notice. The server renders it, and a CSS animation hides it after 3.5 s, so it works without JavaScript;
 * with JavaScript it can also be closed. Hovering or focusing it pauses the countdown.
 */
export function AlertBanner({
  alert,
  placement = "toast",
  persistent = false,
}: {
  alert: AlertData | null | undefined;
  placement?: "toast" | "inline";
  /** Stays until the next action instead of hiding after 3.5 s (the back office's confirmations). */
  persistent?: boolean;
}) {
  const hydrated = useHydrated();
  const [closed, setClosed] = useState<AlertData | null>(null);
  const [current, setCurrent] = useState(alert);
  const [generation, setGeneration] = useState(0);
  const previous = useRef(alert);

  // Every new alert object (even with the same text) is a new notice: show it again and restart the countdown.
  useEffect(() => {
    if (alert !== previous.current) {
      previous.current = alert;
      setCurrent(alert);
      setClosed(null);
      setGeneration((n) => n + 1);
    }
  }, [alert]);

  if (!current || closed === current) return null;
  const urgent = current.kind === "error" || current.kind === "warning";
  return (
    <div
      key={generation}
      className={`alert alert-${current.kind} alert-${placement}${persistent ? " alert-persistent" : ""}`}
      role={urgent ? "alert" : "status"}
      data-kind={current.kind}
      style={persistent ? undefined : { animationDelay: `${ALERT_VISIBLE_MS}ms` }}
    >
      <span className="visually-hidden">{titles[current.kind]}: </span>
      <p className="alert-message">
        {current.message}
        {current.link ? (
          <>
            {" "}
            <Link to={current.link.to}>{current.link.label}</Link>
          </>
        ) : null}
      </p>
      {hydrated ? (
        <button
          type="button"
          className="alert-close"
          aria-label="Close alert"
          onClick={() => setClosed(current)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
