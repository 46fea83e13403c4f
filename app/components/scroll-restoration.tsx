import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollPosition, SCROLL_POSITIONS_STORAGE_KEY } from "../lib/scroll-restoration";

/** Server-rendered only: the browser runs it while parsing, and hydration keeps what the server wrote. */
const script = import.meta.env.SSR ? `(${String(restoreScrollPosition)})(${JSON.stringify(SCROLL_POSITIONS_STORAGE_KEY)})` : "";

/**
 * React Router's scroll restoration (positions saved per history entry, restored on back, forward and reload)
 * with a lighter inline script: it only restores, and a new entry gets its key when the scripts start
 * (app/entry.client.tsx), not in the middle of parsing the page. The hook and the nonce (the one given to
 * `<ServerRouter nonce>`) are what React Router's own `<ScrollRestoration>` uses, exported under the UNSAFE_ prefix.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_STORAGE_KEY });
  const nonce = useContext(FrameworkContext)?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
