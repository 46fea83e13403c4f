import { type LinkKey, type PathArgs, localePagePath } from "../../app/lib/paths";
import type { MailEnv } from "./env";

/** A page of the site as an absolute URL in the member's language, for links in mail. */
export function sitePath<K extends LinkKey>(env: MailEnv, locale: unknown, key: K, ...args: PathArgs<K>): string {
  const base = (env.SITE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
  return `${base}${localePagePath(locale === "en" ? "en" : "th", key, ...args)}`;
}
