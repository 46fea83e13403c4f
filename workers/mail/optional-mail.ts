import { addressKey, isOptionalMailKind, unsubscribeToken, unsubscribeUrl } from "../../app/lib/mail-preferences";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** True when the address asked not to get this kind of mail. */
export async function isUnsubscribed(db: D1Database, email: string, kind: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM mail_unsubscribes WHERE email_hash = ? AND kind = ?").bind(await addressKey(email), kind).first();
  return row !== null;
}

/**
 * A mail as it leaves, decided at delivery so an unsubscribe counts at once, for mail already queued too: a mail
 * of a kind one may stop is dropped (null) for an address that stopped it, and otherwise carries a signed
 * unsubscribe link in its text and HTML and the RFC 8058 one-click headers. Transactional mail passes unchanged.
 */
export async function mailToDeliver(env: MailEnv, message: MailMessage): Promise<MailMessage | null> {
  if (!isOptionalMailKind(message.kind)) return message;
  if (await isUnsubscribed(env.DB, message.to, message.kind)) return null;
  const locale = message.locale ?? "th";
  const token = await unsubscribeToken(env.SESSION_SECRET, { email: message.to, kind: message.kind, locale });
  const url = unsubscribeUrl(env.SITE_URL, locale, token);
  const t = mailT(locale);
  return {
    ...message,
    text: `${message.text}\n\n--\n${t("unsubscribe.text")}\n${url}\n`,
    ...(message.html !== undefined
      ? { html: `${message.html}<hr><p style="font-size:12px;color:#555">${escapeHtml(t("unsubscribe.text"))} <a href="${escapeHtml(url)}">${escapeHtml(t("unsubscribe.link"))}</a></p>` }
      : {}),
    headers: { ...message.headers, "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
