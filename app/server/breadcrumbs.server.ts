import { serverT } from "~/i18n/server";
import type { Locale } from "../domain/locales";
import { localizePath } from "../lib/locale";
import { pagePath } from "../lib/paths";
import { absoluteUrl } from "../lib/seo";
import { breadcrumbJsonLd } from "../lib/structured-data";

/** One step of a page's trail, as a loader builds it and the Breadcrumbs component draws it. */
export interface Crumb {
  label: string;
  /** Unprefixed path; the last crumb (the current page) has none. */
  path?: string;
}

/** The trail from the home page, plus its BreadcrumbList JSON-LD with absolute URLs. */
export function breadcrumbTrail(locale: Locale, siteUrl: string, currentPath: string, items: readonly Crumb[]) {
  const t = serverT(locale);
  const crumbs: Crumb[] = [{ label: t("common.home"), path: pagePath("home") }, ...items];
  const jsonLd = breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(siteUrl, localizePath(crumb.path ?? currentPath, locale)) })),
  );
  return { crumbs, jsonLd };
}
