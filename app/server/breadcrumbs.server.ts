import type { Crumb } from "~/components/breadcrumbs";
import { serverT } from "~/i18n/server";
import { type Locale, localizePath } from "../lib/locale";
import { pagePath } from "../lib/paths";
import { absoluteUrl } from "../lib/seo";
import { breadcrumbJsonLd } from "../lib/structured-data";

/** The trail from the home page, plus its BreadcrumbList JSON-LD with absolute URLs. */
export function breadcrumbTrail(locale: Locale, siteUrl: string, currentPath: string, items: readonly Crumb[]) {
  const t = serverT(locale);
  const crumbs: Crumb[] = [{ label: t("common.home"), path: pagePath("home") }, ...items];
  const jsonLd = breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(siteUrl, localizePath(crumb.path ?? currentPath, locale)) })),
  );
  return { crumbs, jsonLd };
}
