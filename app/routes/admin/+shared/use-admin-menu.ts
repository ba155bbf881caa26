import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";

/**
 * The phone menu's open state once JavaScript runs. Without JavaScript the Menu link opens the sidebar through
 * `:target` and any followed link closes it again (the new page has no #admin-sidebar). Client-side navigation does
 * not change `:target`, so with JavaScript the layout keeps the state: choosing a link, Escape or "Close menu"
 * closes the menu and gives focus back to the Menu button.
 */
export function useAdminMenu(sidebarId: string) {
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const { pathname, search } = useLocation();

  const close = useCallback(() => {
    setOpen(false);
    // Opened before the page was hydrated: leave the fragment, or `:target` would keep it open.
    if (window.location.hash === `#${sidebarId}`) window.location.replace("#admin-main");
    buttonRef.current?.focus();
  }, [sidebarId]);

  // Any navigation (a search from the menu too) ends with the menu closed. (Before the next effect: on the first
  // render that one wins.)
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    setEnhanced(true);
    if (window.location.hash === `#${sidebarId}`) setOpen(true);
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
