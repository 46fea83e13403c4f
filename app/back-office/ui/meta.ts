import { localeFromPath } from "~/lib/locale";
import { SITE } from "~/lib/site";
import { type StaffTextKey, staffTextsIn, staffTranslator } from "../texts/staff-texts";

/** A back-office page's title, and noindex for the crawlers that ignore the X-Robots-Tag header. */
export function staffMeta({ location, matches }: { location: { pathname: string }; matches: readonly ({ loaderData?: unknown } | undefined)[] }, title: StaffTextKey) {
  const t = staffTranslator(localeFromPath(location.pathname), staffTextsIn(matches));
  return [{ title: `${t(title)} · ${SITE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
