import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { botCheckMode } from "../app/lib/runtime-config";
import { UPLOAD_URL_PREFIX } from "./content/routes/upload";
import { isSharedPage } from "./page-cache";

/** Google's reCAPTCHA v2 hosts (its CSP guide): the widget's scripts and the frames it draws the checkbox in. */
const RECAPTCHA_SCRIPTS = "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";
const RECAPTCHA_FRAMES = "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/";

/** Cloudflare Turnstile's one host (its CSP guide): the script and the frame it checks the visitor in. */
const TURNSTILE = "https://challenges.cloudflare.com";

/** The bot check's hosts when one is in use, else `otherwise`. */
const withBotCheck = (hosts: { recaptcha: string; turnstile: string }, otherwise: string) => (c: Context) => {
  const mode = botCheckMode(c.env as Env);
  return mode === "recaptcha" || mode === "turnstile" ? hosts[mode] : otherwise;
};

/**
 * Our own origin only. Scripts also need the per-request nonce: React Router's and React's inline scripts
 * carry it (entry.server.tsx), and the page cache gives a cached copy the nonce of the request it answers.
 * Style attributes stay allowed (image frames set their aspect ratio, rich text keeps its inline styles); an
 * inline style element needs the nonce (the page's own CSS, inlined by workers/per-answer.ts).
 */
const options = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, withBotCheck({ recaptcha: RECAPTCHA_SCRIPTS, turnstile: TURNSTILE }, "")],
    styleSrc: ["'self'", NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [withBotCheck({ recaptcha: RECAPTCHA_FRAMES, turnstile: TURNSTILE }, "'none'")],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  // Nothing on the portal uses these; third-party frames may not either.
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: [],
    usb: [],
  },
} satisfies Parameters<typeof secureHeaders>[0];

const overHttps = secureHeaders({ ...options, strictTransportSecurity: "max-age=31536000; includeSubDomains" });
// HSTS means nothing over plain http, and would pin localhost to https in the developer's browser.
const overHttp = secureHeaders({ ...options, strictTransportSecurity: false });

/**
 * Security headers on every answer (pages, /api, files); HSTS only on https. An uploaded file keeps the policy
 * its route gives it, stricter than a page's (`default-src 'none'; sandbox`): a file opened on our origin runs
 * nothing. A page shared by every anonymous visitor has no Cross-Origin-Opener-Policy (decision 049): it holds
 * nothing of anyone's for the isolation to protect, and the policy puts every arrival from another page in a
 * browser process of its own; pages with a visitor's own data keep `same-origin`.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let own: string | null = null;
  await (url.protocol === "https:" ? overHttps : overHttp)(c, async () => {
    await next();
    if (url.pathname.startsWith(UPLOAD_URL_PREFIX)) own = c.res.headers.get("content-security-policy");
  });
  if (own) c.res.headers.set("content-security-policy", own);
  if (isSharedPage(c.res)) c.res.headers.delete("cross-origin-opener-policy");
};
