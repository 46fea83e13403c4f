import type { RouterContextProvider } from "react-router";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import type { PageTextKey } from "~/i18n/translator";

/**
 * SEO of a paginated list, with its BreadcrumbList. Page 2 and later are pages of their own, so their canonical
 * keeps `?page=` (pointing them at page 1 would hide their items from crawlers); filters stay out of it.
 */
export function pagedListSeo(request: Request, context: Readonly<RouterContextProvider>, key: PageTextKey, page: number) {
  const { path, locale, siteUrl } = requestPage(request, context);
  const pagedPath = page > 1 ? `${path}?page=${page}` : path;
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, pagedPath, [{ label: serverT(locale)(`pages.${key}.title`) }]);
  return pageSeo(request, context, key, { path: pagedPath, jsonLd: [jsonLd] });
}
