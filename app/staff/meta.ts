import { localeFromPath } from "~/lib/locale";
import { SITE } from "~/lib/site";
import { type StaffTextKey, staffT } from "./texts/staff-texts";

/** A back-office page's title, and noindex for the crawlers that ignore the X-Robots-Tag header. */
export function staffMeta(pathname: string, title: StaffTextKey) {
  return [{ title: `${staffT(localeFromPath(pathname))(title)} · ${SITE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
