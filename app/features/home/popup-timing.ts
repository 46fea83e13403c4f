/**
 * When the site pop-up may interrupt (docs/pages.md, "Home"): not on the first page a visitor lands on unless
 * they have read it for 30 s, and never on a phone's first page, where it would cover the only screen they have
 * seen. From their second page on, at the first idle moment.
 */
export const READING_MS = 30_000;

/** The delay before the pop-up may open on this page, or null when it must not open here at all. */
export function popupDelay({ secondPage, phone }: { secondPage: boolean; phone: boolean }): number | null {
  if (secondPage) return 0;
  return phone ? null : READING_MS;
}

/**
 * Whether the visitor came to this page from another page of the site: a client navigation (React Router keeps
 * the history entry's index in `history.state.idx`) or a link or form of this origin (the referrer).
 */
export function isSecondPage(historyState: unknown, referrer: string, origin: string): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  if (typeof idx === "number" && idx > 0) return true;
  try {
    return referrer !== "" && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
