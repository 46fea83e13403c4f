import { localizePath } from "../../app/lib/locale";
import { type LinkKey, type PathArgs, pagePath } from "../../app/lib/paths";
import type { MailEnv } from "./env";

/** An unprefixed path of the site as an absolute URL in the member's language, for links in mail. */
export function siteUrl(env: MailEnv, locale: unknown, path: string): string {
  const base = (env.SITE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
  return `${base}${localizePath(path, locale === "en" ? "en" : "th")}`;
}

/** A page of the site as an absolute URL in the member's language. */
export const sitePath = <K extends LinkKey>(env: MailEnv, locale: unknown, key: K, ...args: PathArgs<K>): string => siteUrl(env, locale, pagePath(key, ...args));
