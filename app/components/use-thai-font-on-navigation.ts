import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { THAI_FONT_ATTRIBUTE, THAI_FONT_STORAGE_KEY } from "~/lib/thai-font";

/**
 * A visitor's first page keeps the local Thai face (decision 040); once its head script has cached the web font,
 * the first client-side navigation switches to it, before that page is painted, as a full page load would.
 */
export function useThaiFontOnNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (key === firstKey.current || html.hasAttribute(THAI_FONT_ATTRIBUTE)) return;
    try {
      if (localStorage.getItem(THAI_FONT_STORAGE_KEY)) html.setAttribute(THAI_FONT_ATTRIBUTE, "");
    } catch {
      // Storage disabled: the local Thai face stays, as on the first page.
    }
  }, [key]);
}
