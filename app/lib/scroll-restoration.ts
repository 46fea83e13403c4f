/**
 * Set on the root element once the page needs every part laid out at its real size: a position restored by offset
 * lands on the wrong content while parts below the first screen still stand at their estimated size (decision 047).
 */
export const WHOLE_LAYOUT_ATTRIBUTE = "data-whole-layout";

/** Where React Router's scroll restoration keeps each history entry's position (its default storage key). */
export const SCROLL_POSITIONS_STORAGE_KEY = "react-router-scroll-positions";

/**
 * Runs inline, before the first paint, as text (`String(restoreScrollPosition)`), so it may use only its argument
 * and globals. It scrolls back to where the visitor left this history entry (a reload, or back from another site).
 * An entry without a key is new and nothing can be stored for it yet: React Router's own script gave it a key
 * here, but history.replaceState cost 5-50 ms inside the parse task; app/entry.client.tsx does it later, with `stateForNewHistoryEntry`.
 * Before it scrolls, it asks for the whole layout, so the offset means what it meant when it was saved.
 */
export function restoreScrollPosition(storageKey: string, wholeLayoutAttribute: string): void {
  const key = window.history.state?.key;
  if (!key) return;
  try {
    const y = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key];
    if (typeof y !== "number" || y <= 0) return;
    document.documentElement.setAttribute(wholeLayoutAttribute, "");
    window.scrollTo(0, y);
  } catch {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Storage is off: there is nothing to restore from.
    }
  }
}

/**
 * The history state a new entry needs before React Router reads it, or null when it has one: a key, so the
 * positions React Router saves for this entry can be found on a reload, and the index 0 React Router would
 * otherwise write in a second replaceState of its own while hydrating. Same shape as React Router's state.
 */
export function stateForNewHistoryEntry(state: unknown, key: string): Record<string, unknown> | null {
  const current = state !== null && typeof state === "object" ? (state as Record<string, unknown>) : {};
  if (typeof current.key === "string" && current.key !== "") return null;
  return { ...current, key, idx: typeof current.idx === "number" ? current.idx : 0 };
}
