import type { RouterContextProvider } from "react-router";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import type { PageTextKey } from "~/i18n/translator";

/**
 * What every editorial page needs: its meta from `pages.<key>`, a trail Home > page, and the trail's
 * BreadcrumbList JSON-LD (plus any other JSON-LD the page adds).
 */
export function editorialPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: PageTextKey,
  jsonLd: readonly object[] = [],
  parents: readonly { label: string; path: string }[] = [],
) {
  const { locale, path, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [...parents, { label: t(`pages.${key}.title`) }]);
  return { locale, siteUrl, crumbs, seo: pageSeo(request, context, key, { jsonLd: [...jsonLd, breadcrumbLd] }) };
}
