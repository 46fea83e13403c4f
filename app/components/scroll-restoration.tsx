import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollPosition, SCROLL_POSITIONS_STORAGE_KEY } from "../lib/scroll-restoration";
import { useNonce } from "./nonce";

/** Server-rendered only: the browser runs it while parsing, and hydration keeps what the server wrote. */
const script = import.meta.env.SSR ? `(${String(restoreScrollPosition)})(${JSON.stringify(SCROLL_POSITIONS_STORAGE_KEY)})` : "";

/**
 * React Router's scroll restoration (positions saved per history entry, restored on back, forward and reload)
 * with a lighter inline script: it only restores, and a new entry gets its key when the scripts start
 * (app/entry.client.tsx), not in the middle of parsing the page. The hook is the one React Router's own
 * `<ScrollRestoration>` calls; it is exported under the UNSAFE_ prefix for components like this one.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_STORAGE_KEY });
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
