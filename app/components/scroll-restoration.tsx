import { useContext, useLayoutEffect, useRef } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";
import { restoreScrollPosition, SCROLL_POSITIONS_STORAGE_KEY, WHOLE_LAYOUT_ATTRIBUTE } from "../lib/scroll-restoration";

/** Server-rendered only: the browser runs it while parsing, and hydration keeps what the server wrote. */
const script = import.meta.env.SSR ? `(${String(restoreScrollPosition)})(${JSON.stringify(SCROLL_POSITIONS_STORAGE_KEY)},${JSON.stringify(WHOLE_LAYOUT_ATTRIBUTE)})` : "";

/**
 * React Router's scroll restoration (positions saved per history entry, restored on back, forward and reload)
 * with a lighter inline script: it only restores, and a new entry gets its key when the scripts start
 * (app/entry.client.tsx), not in the middle of parsing the page. The hook and the nonce (the one given to
 * `<ServerRouter nonce>`) are what React Router's own `<ScrollRestoration>` uses, exported under the UNSAFE_ prefix.
 */
export function ScrollRestoration() {
  useWholeLayoutAfterFirstView();
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_STORAGE_KEY });
  const nonce = useContext(FrameworkContext)?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * From the first client navigation on, every part is laid out at its real size: back and forward restore offsets,
 * and the render-when-near estimates would move them (decision 047). Declared before React Router's hook, so its
 * layout effect runs first and the restoring scrollTo already sees the whole layout.
 */
function useWholeLayoutAfterFirstView() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    if (key !== firstKey.current) document.documentElement.setAttribute(WHOLE_LAYOUT_ATTRIBUTE, "");
  }, [key]);
}
