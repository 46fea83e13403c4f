import { useTranslation } from "~/i18n/react";
import { Form, Link } from "react-router";
import type { NotFoundData } from "~/lib/route-params";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";
import { MAX_QUERY_LENGTH, searchTermsFromPath } from "~/lib/search-terms";

interface ErrorViewProps {
  status: number;
  /** Present for 404s raised by the router or by a route's validation. */
  notFound?: NotFoundData;
}

/** The 404 view for status 404, the general view for anything else (also what the `/error` page shows). */
export function ErrorView({ status, notFound }: ErrorViewProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const is404 = status === 404;
  const kind = is404 ? "notFound" : status === 503 ? "unavailable" : status === 413 ? "tooLarge" : "server";
  const title = t(`errors.${kind}Title`);
  const text = t(`errors.${kind}Text`);
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__code">{t("errors.status", { status })}</p>
      <h1 id="error-title">{title}</h1>
      {notFound ? <p className="error-view__path">{t(`errors.${notFound.reason}`, { path: notFound.path })}</p> : null}
      <p>{text}</p>
      {is404 ? (
        // What the address named, offered to the site search: the likeliest way to the page that moved.
        <Form method="get" action={to(pagePath("search"))} role="search" className="error-view__search">
          <label htmlFor="not-found-q">{t("errors.searchLabel")}</label>
          <div className="search-form">
            <input id="not-found-q" name="q" type="search" defaultValue={notFound ? searchTermsFromPath(notFound.path) : ""} maxLength={MAX_QUERY_LENGTH} enterKeyHint="search" />
            <button type="submit" className="button button--primary">
              {t("search.submit")}
            </button>
          </div>
        </Form>
      ) : null}
      <p className="error-view__actions">
        <Link className={is404 ? "button" : "button button--primary"} to={to(pagePath("home"))} reloadDocument={!is404}>
          {t("errors.backHome")}
        </Link>
        <Link className="button" to={to(pagePath("contact"))}>
          {t("errors.contactUs")}
        </Link>
      </p>
    </section>
  );
}
