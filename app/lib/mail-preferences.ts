import { sha256Hex, toHex } from "./hex";
import type { Locale } from "../domain/locales";

/**
 * The kinds of mail a person may stop: none is an answer to something they just did. Every other kind
 * (confirmations, password resets, quotation and booking mails) is transactional and always sent.
 * `show-reminder` and `follow-digest` are the reminders and weekly digest of saved shows and follows.
 */
export const OPTIONAL_MAIL_KINDS = ["newsletter", "show-reminder", "follow-digest"] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind => (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** Preferences are kept by this digest of the address, never the address itself (docs/decisions/035). */
export const addressKey = (email: string): Promise<string> => sha256Hex(email.trim().toLowerCase());

/** What an unsubscribe link names: whose mail, which kind, and the language of the mail it came in. */
export interface UnsubscribeClaim {
  email: string;
  kind: OptionalMailKind;
  locale: Locale;
}

/** Signatures of unsubscribe links are keyed apart from the session cookies that share the secret. */
const PURPOSE = "unsubscribe-link:";
const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function signature(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(PURPOSE + secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload))));
}

/** `<payload>.<hmac>`: the payload is readable (no secret in it), the HMAC makes it unforgeable. */
export async function unsubscribeToken(secret: string, claim: UnsubscribeClaim): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify([claim.email.trim().toLowerCase(), claim.kind, claim.locale])));
  return `${payload}.${await signature(secret, payload)}`;
}

/** The claim of a token this site signed; null for anything else (tampered, truncated, another kind). */
export async function readUnsubscribeToken(secret: string, token: string): Promise<UnsubscribeClaim | null> {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined || !secret) return null;
  const expected = await signature(secret, payload);
  // Compared whole, every character: timing tells nothing of how much of a guess was right.
  let difference = expected.length ^ mac.length;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (mac.charCodeAt(i) || 0);
  if (difference !== 0) return null;
  const bytes = fromBase64url(payload);
  if (!bytes) return null;
  try {
    const [email, kind, locale] = JSON.parse(new TextDecoder().decode(bytes)) as unknown[];
    if (typeof email !== "string" || typeof kind !== "string" || !isOptionalMailKind(kind) || (locale !== "th" && locale !== "en")) return null;
    return { email, kind, locale };
  } catch {
    return null;
  }
}

/** The link a mail carries: in the mail's language, so the page it opens speaks it too. */
export function unsubscribeUrl(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL(`${locale === "en" ? "/en" : ""}/unsubscribe`, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
