import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { CONSENT_COOKIE, parseConsent } from "~/lib/consent";
import { readCookie } from "~/lib/browser-cookies";
import { popupSeenKey } from "./home-data";
import { isSecondPage, popupDelay } from "./popup-timing";

/** The phones' width, as the stylesheet's narrow layout (app.css). */
const PHONE = "(max-width: 40rem)";
import type { SitePopupData } from "./site-popup-dialog";

// The dialog's code loads when the pop-up is due, so it stays out of the home page's first load.
const SitePopupDialog = lazy(() => import("./site-popup-dialog"));

function seen(id: number): boolean {
  try {
    return window.localStorage.getItem(popupSeenKey(id)) !== null;
  } catch {
    // Storage blocked (private mode, policies): better to skip the pop-up than to show it on every visit.
    return true;
  }
}

function remember(id: number) {
  try {
    window.localStorage.setItem(popupSeenKey(id), new Date().toISOString());
  } catch {
    // Nothing to remember with; the pop-up is skipped next time anyway (see seen()).
  }
}

/**
 * The site pop-up from `api/popups`, shown once per pop-up id. It is never in the server HTML and opens only
 * after the page has loaded and gone idle, so crawlers and the largest paint never wait for it; and only from
 * the visitor's second page, or after 30 s of reading the first (never on a phone's first page). One interruption
 * at a time: it waits until the visitor has answered the cookie banner and has closed any header menu, and stays
 * away while another dialog is open.
 */
export function SitePopup({ popup }: { popup: SitePopupData }) {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (seen(popup.id) || !parseConsent(readCookie(CONSENT_COOKIE))) return;
    const delay = popupDelay({
      secondPage: isSecondPage(window.history.state, document.referrer, window.location.origin),
      phone: window.matchMedia(PHONE).matches,
    });
    if (delay === null) return;
    let cancelled = false;
    let idle: number | undefined;
    let timer: number | undefined;
    const show = () => {
      if (cancelled || document.querySelector("dialog[open]")) return;
      // A visitor working a header menu is not interrupted: it comes at an idle moment after they close it.
      if (document.querySelector(".nav-group[open]")) {
        timer = window.setTimeout(schedule, 1000);
        return;
      }
      returnTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setOpen(true);
    };
    function schedule() {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(show, { timeout: 3000 });
      else timer = window.setTimeout(show, 1500);
    }
    const afterLoad = () => {
      timer = window.setTimeout(schedule, delay);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", afterLoad);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [popup.id]);

  // Nothing opened it, so closing it must not leave focus on <body>: back to where the visitor was, else the page's heading.
  const close = () => {
    setOpen(false);
    const target = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>("main h1");
    if (target === null) return;
    if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.setAttribute("tabindex", "-1");
    target.focus();
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* Remembered once it is on screen: a page left while its code loads (a reload, a form post) still owes it. */}
      <SitePopupDialog popup={popup} onClose={close} onShown={() => remember(popup.id)} />
    </Suspense>
  );
}
