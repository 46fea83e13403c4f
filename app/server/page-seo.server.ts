import { documentUrl } from "~/lib/document-url";
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { serverT } from "~/i18n/server";
import { localeFromPath, stripLocale } from "../lib/locale";
import { pages } from "../lib/pages";
import type { Seo } from "../lib/seo";
import type { PageTextKey } from "~/i18n/translator";
import { siteTitle } from "../lib/site";

/** The request's locale and unprefixed path, plus the site URL: what every page's SEO needs. */
export function requestPage(request: Request, context: Readonly<RouterContextProvider>) {
  const url = documentUrl(request.url);
  const locale = localeFromPath(url.pathname);
  return { url, locale, path: stripLocale(url.pathname), siteUrl: context.get(appContext).env.SITE_URL };
}

/** SEO for a page whose title and description come from `pages.<key>` in the texts. */
export function pageSeo(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: PageTextKey,
  overrides: Partial<Seo> = {},
): Seo {
  const { locale, path, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const title = t(`pages.${key}.metaTitle`, { defaultValue: "" }) || siteTitle(t(`pages.${key}.title`));
  const indexable = pages.find((p) => p.key === key)?.indexable ?? false;
  return { title, description: t(`pages.${key}.description`), path, locale, siteUrl, noindex: !indexable, ...overrides };
}
