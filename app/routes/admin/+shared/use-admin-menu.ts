import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";

/**
 * The phone menu's open state once JavaScript runs. Without JavaScript the Menu link opens the sidebar through
 * `:target` and any followed link closes it again (the new page has no #admin-sidebar). Client-side navigation does
 * not change `:target`, so with JavaScript the layout keeps the state: choosing a link, submitting a form in it,
 * Escape or "Close menu" closes the menu and gives focus back to the Menu button, and Back or Forward closes it.
 *
 * It closes on those events, not when the new location renders: the URL changes before React commits the new page,
 * and a Menu tap in between used to be undone by the late close.
 */
export function useAdminMenu(sidebarId: string) {
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    // Opened before the page was hydrated: leave the fragment, or `:target` would keep it open.
    if (window.location.hash === `#${sidebarId}`) window.location.replace("#admin-main");
    buttonRef.current?.focus();
  }, [sidebarId]);

  useEffect(() => {
    setEnhanced(true);
    if (window.location.hash === `#${sidebarId}`) setOpen(true);
    const onHistoryMove = () => setOpen(false);
    window.addEventListener("popstate", onHistoryMove);
    return () => window.removeEventListener("popstate", onHistoryMove);
  }, [sidebarId]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(sidebarId)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close, sidebarId]);

  return {
    open,
    close,
    /** Props for the Menu link: it stays a link to #sidebar; with JavaScript it toggles the state instead. */
    buttonProps: {
      ref: buttonRef,
      "aria-controls": sidebarId,
      "aria-expanded": enhanced ? open : undefined,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setOpen(true);
      },
    },
  };
}
