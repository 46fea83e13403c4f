import sheets from "virtual:client-css";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "../app/lib/submission-key";

/**
 * `<style>` text may not close its element early; built CSS never contains this, but a string could. Made safe
 * once per isolate, not on every answer.
 */
const styleText = new Map(Object.entries(sheets).map(([href, css]) => [href, css.replace(/<\/style/gi, "<\\/style")]));

/**
 * What must differ in every answer of a page, even one served from the shared page cache, in one pass: every
 * element with a nonce (the inline and module scripts) gets this answer's CSP nonce, so a nonce is never reused
 * and always matches the header sent with it; every form gets a fresh one-time submission key
 * (app/components/submission-key-field.tsx).
 *
 * The same pass inlines the page's own stylesheets (root and route CSS, a few KB each) so the first paint waits
 * for no request. The `<link>` stays, as React hydrates it, but with `media="print"`: it no longer blocks
 * rendering and only warms the browser cache for later client-side navigations. The module preloads get
 * `fetchpriority="low"`: the page is readable before it hydrates, so its scripts queue behind the banner image
 * and the font instead of competing with them on a slow link.
 */
export function perAnswer(response: Response, nonce: string): Response {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
  return new HTMLRewriter()
    .on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) })
    .on(`input[name="${SUBMISSION_KEY_FIELD}"]`, { element: (input) => void input.setAttribute("value", newSubmissionKey()) })
    .on('head link[rel="stylesheet"][href]', {
      element: (link) => {
        const css = styleText.get(link.getAttribute("href") ?? "");
        if (css === undefined) return;
        link.before(`<style nonce="${nonce}">${css}</style>`, { html: true });
        link.setAttribute("media", "print");
      },
    })
    .on('link[rel="modulepreload"]', { element: (link) => void link.setAttribute("fetchpriority", "low") })
    .transform(response);
}
