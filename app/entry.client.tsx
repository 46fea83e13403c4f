import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadResources } from "./i18n";
import { TranslationProvider } from "./i18n/react";
import { readCookie, writeCookie } from "./lib/browser-cookies";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, localeFromPath, parseLocale } from "./lib/locale";
import { shouldReloadAfterChunkError } from "./lib/reload-guard";
import { stateForNewHistoryEntry } from "./lib/scroll-restoration";

const RELOAD_KEY = "chunk-reload:";

/** A page part that fails to load (a deployment replaced it) reloads the page, once per path per 10 s. */
function reloadOnChunkError() {
  const key = RELOAD_KEY + location.pathname;
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(key);
    last = stored ? Number(stored) : null;
  } catch {
    last = null;
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return;
  try {
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without storage the reload still happens; the guard then relies on the browser's own loop protection.
  }
  location.reload();
}

window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnChunkError();
});
window.addEventListener("unhandledrejection", (event) => {
  const message = String((event.reason as Error | undefined)?.message ?? event.reason);
  if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) {
    reloadOnChunkError();
  }
});

/** The saved locale ('th' when none) keeps the Worker's cookie in step if only localStorage survived. */
function syncSavedLocale() {
  try {
    const saved = parseLocale(localStorage.getItem(LOCALE_STORAGE_KEY)) ?? "th";
    if (readCookie(LOCALE_COOKIE) === undefined) writeCookie(LOCALE_COOKIE, saved, LOCALE_COOKIE_MAX_AGE);
  } catch {
    // Storage disabled: the URL alone decides the language.
  }
}

/** A new history entry gets its key before React Router reads the history (app/lib/scroll-restoration.ts). */
function keyNewHistoryEntry() {
  const state = stateForNewHistoryEntry(history.state, Math.random().toString(36).slice(2, 10));
  if (state) history.replaceState(state, "");
}

const locale = localeFromPath(location.pathname);
keyNewHistoryEntry();
syncSavedLocale();
loadResources(locale).then((resources) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider locale={locale} resources={resources}>
          <HydratedRouter />
        </TranslationProvider>
      </StrictMode>,
    );
  });
  // Preloading on intent helps the next page, not this one: its code loads after hydration starts, outside the
  // first load, and in a task of its own (the import adds link elements; decision 042).
  setTimeout(() => void import("./components/route-preloads").then(({ preloadRoutesOnIntent }) => preloadRoutesOnIntent()));
});
