import { Form, Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import type { SearchPageData } from "./search-page.server";
import { SuggestInput } from "./suggest-input";
import "./search.css";

/** /search: one box, then the results grouped by kind, each group linking to its own filtered list. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { query, correctedQuery, total, shown, groups, otherKinds } = data;
  return (
    <div className="container page search-page">
      <header className="page-intro">
        <h1>{t("pages.search.title")}</h1>
        <p className="page-intro__lead">{t("pages.search.description")}</p>
      </header>
      <Form method="get" action={to(pagePath("search"))} role="search" className="search-form">
        <label htmlFor="search-q" className="visually-hidden">
          {t("search.label")}
        </label>
        <SuggestInput id="search-q" name="q" defaultValue={query} key={query} placeholder={t("search.placeholder")} autoComplete="off" enterKeyHint="search" />
        <button type="submit" className="button button--primary">
          {t("search.submit")}
        </button>
      </Form>

      {!query ? (
        <p className="search-page__status">{t("search.emptyQuery")}</p>
      ) : total === 0 ? (
        <section className="search-empty" aria-labelledby="search-status">
          <h2 id="search-status" className="search-page__status">
            {t("search.noResults", { query })}
          </h2>
          <p>{t("search.noResultsHint")}</p>
          <h3>{t("search.browseKinds")}</h3>
          <ul className="search-kinds">
            {otherKinds.map((k) => (
              <li key={k.kind}>
                <Link to={to(k.listPath)}>{t(`search.kinds.${k.kind}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <p id="search-status" className="search-page__status" role="status">
            {correctedQuery
              ? t("search.correctedFor", { typed: query, query: correctedQuery })
              : t("search.resultsFor", { query, count: total, shown })}
          </p>
          <nav className="search-jump" aria-label={t("search.browseKinds")}>
            <ul>
              {groups.map((g) => (
                <li key={g.kind}>
                  <a href={`#search-${g.kind}`}>
                    {t(`search.kinds.${g.kind}`)} <span className="search-count">{g.shown}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section key={g.kind} id={`search-${g.kind}`} className="search-group" aria-labelledby={`search-${g.kind}-title`}>
              <h2 id={`search-${g.kind}-title`}>
                {t(`search.kinds.${g.kind}`)} <span className="search-count">{g.shown}</span>
              </h2>
              <ol className="search-hits">
                {g.items.map((item) => (
                  <li key={item.path} className="search-hit">
                    <Link to={to(item.path)} className="search-hit__title">
                      {item.title}
                    </Link>
                    {item.altTitle ? <span className="search-hit__alt">{item.altTitle}</span> : null}
                    {item.dates ? (
                      <p className="search-hit__dates">
                        {item.dates}
                        {item.past ? <span className="search-hit__past">{t("search.ended")}</span> : null}
                      </p>
                    ) : null}
                    {item.summary ? <p className="search-hit__summary">{item.summary}</p> : null}
                  </li>
                ))}
              </ol>
              <Link to={to(g.listPath)} className="search-group__all">
                {t("search.seeAll", { kind: t(`search.kinds.${g.kind}`), shown: g.shown })}
              </Link>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
