import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import type { NotFoundData } from "~/lib/route-params";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";

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
      <p className="error-view__actions">
        <Link className="button button--primary" to={to(pagePath("home"))} reloadDocument={!is404}>
          {t("errors.backHome")}
        </Link>
        <Link className="button" to={to(pagePath("contact"))}>
          {t("errors.contactUs")}
        </Link>
      </p>
    </section>
  );
}
