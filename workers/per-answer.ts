import sheets from "virtual:client-css";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "../app/lib/submission-key";
import { THAI_FONT_ATTRIBUTE, THAI_FONT_STORAGE_KEY, thaiFontUrl } from "../app/lib/thai-font";

/**
 * `<style>` text may not close its element early; built CSS never contains this, but a string could. Made safe
 * once per isolate, not on every answer.
 */
const styleText = new Map(Object.entries(sheets).map(([href, css]) => [href, css.replace(/<\/style/gi, "<\\/style")]));

/**
 * What must differ in every answer of a page, even one served from the shared page cache, in one pass: every
 * element with a nonce (the inline and module scripts) gets this answer's CSP nonce, so a nonce is never reused
 * and always matches the header sent with it; every form gets a fresh one-time submission key
 * (app/components/forms/submission-key-field.tsx).
 *
 * The same pass inlines the page's own stylesheets (root and route CSS, a few KB each) so the first paint waits
 * for no request. The `<link>` stays, as React hydrates it, but `disabled`: the browser neither fetches nor
 * parses that copy. (As a `media="print"` link it was fetched and parsed again after the first paint, 2-24 ms of
 * style work in a task of its own, for a cache no later page needs: every full page inlines its CSS, and a
 * client-side navigation fetches only the next route's own stylesheet.)
 *
 * And it holds the page's scripts back until the page has loaded (or the visitor first presses, taps or types):
 * the server-rendered page is readable and usable before it hydrates, so the first screen's images and font get
 * the link to themselves and the largest paint waits for no script. React Router's module preloads leave the
 * head, and its module script becomes a classic one that puts the module code back as a module script once the
 * moment has come (`startScripts`).
 *
 * Right after the head's charset it adds the script that decides, before anything is laid out, whether this page
 * may use the Thai web font: only when an earlier page fetched this very file into the cache (`thaiFontScript`).
 */
export function perAnswer(response: Response, nonce: string): Response {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
  let moduleCode = "";
  return new HTMLRewriter()
    .on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) })
    .on("head meta[charset]", {
      element: (meta) => {
        if (fontScript) meta.after(`<script nonce="${nonce}">${fontScript}</script>`, { html: true });
      },
    })
    .on(`input[name="${SUBMISSION_KEY_FIELD}"]`, { element: (input) => void input.setAttribute("value", newSubmissionKey()) })
    .on('head link[rel="stylesheet"][href]', {
      element: (link) => {
        // React Router marks a stylesheet that a lazily loaded chunk imports too with a trailing "#".
        const css = styleText.get((link.getAttribute("href") ?? "").replace(/#$/, ""));
        if (css === undefined) return;
        link.before(`<style nonce="${nonce}">${css}</style>`, { html: true });
        link.setAttribute("disabled", "");
      },
    })
    .on('link[rel="modulepreload"]', { element: (link) => void link.remove() })
    .on('script[type="module"]:not([src])', {
      element: (script) => {
        script.removeAttribute("type");
        script.removeAttribute("async");
      },
      text: (chunk) => {
        moduleCode += chunk.text;
        if (chunk.lastInTextNode) chunk.replace(startScripts(moduleCode), { html: true });
        else chunk.remove();
      },
    })
    .transform(response);
}

/** A JSON string that is safe inside a `<script>` element (no `</script>` or `<!--` can form). */
const scriptJson = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The classic script that stands in for React Router's module script: in a task of its own after the load event
 * and the first contentful paint (on a fast link the page can load before its first frame, and scripts fetched
 * then would be work the first paint seems to wait for: decision 049), or on the visitor's first key, pointer or
 * touch if that comes sooner, it adds the module script (with this script's nonce) to the head. React hydrates
 * the head and body around it (extra nodes there are skipped). The browser fetches the modules that script
 * imports as it reads them; adding React Router's module preloads first cost the main thread 10-40 ms in one task
 * (decision 042). A tab opened in the background paints, and so starts its scripts, when it is first shown.
 */
function startScripts(code: string): string {
  return `((code) => {
  const { nonce } = document.currentScript;
  const triggers = ["keydown", "pointerdown", "touchstart"];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
    document.head.append(script);
  };
  const afterFirstPaint = (next) => {
    if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return next();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") start();
  else {
    addEventListener("load", () => afterFirstPaint(() => setTimeout(start)), { once: true });
    for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  }
})(${scriptJson(code)});`;
}

/**
 * The head script of decision 040: the font's address is in the cache (stored by an earlier page) -> the page uses
 * the web font from its first layout; otherwise, once the page has loaded (in a task of its own, not the load
 * event's), fetch the file and store its address.
 */
function thaiFontScript(url: string): string {
  return `((url) => {
  try {
    if (localStorage.getItem(${scriptJson(THAI_FONT_STORAGE_KEY)}) === url) {
      document.documentElement.setAttribute(${scriptJson(THAI_FONT_ATTRIBUTE)}, "");
      return;
    }
  } catch {
    return;
  }
  addEventListener("load", () => setTimeout(() => {
    fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
      .then(() => localStorage.setItem(${scriptJson(THAI_FONT_STORAGE_KEY)}, url))
      .catch(() => undefined);
  }), { once: true });
})(${scriptJson(url)});`;
}

/** The head script of decision 040, written once per isolate: it names the Thai web font's file of this build. */
const fontUrl = Object.values(sheets).map(thaiFontUrl).find(Boolean);
const fontScript = fontUrl ? thaiFontScript(fontUrl) : undefined;
