import { lazy, Suspense, useEffect, useState } from "react";
import { CONSENT_COOKIE, parseConsent } from "~/lib/consent";
import { readCookie } from "~/lib/browser-cookies";
import { popupSeenKey } from "./home-data";
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
 * after the page has loaded and gone idle, so crawlers and the largest paint never wait for it. One interruption
 * at a time: it waits until the visitor has answered the cookie banner and has closed any header menu, and stays
 * away while another dialog is open.
 */
export function SitePopup({ popup }: { popup: SitePopupData }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (seen(popup.id) || !parseConsent(readCookie(CONSENT_COOKIE))) return;
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
      setOpen(true);
    };
    function schedule() {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(show, { timeout: 3000 });
      else timer = window.setTimeout(show, 1500);
    }
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [popup.id]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* Remembered once it is on screen: a page left while its code loads (a reload, a form post) still owes it. */}
      <SitePopupDialog popup={popup} onClose={() => setOpen(false)} onShown={() => remember(popup.id)} />
    </Suspense>
  );
}
