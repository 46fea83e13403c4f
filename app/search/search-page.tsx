import { Form, Link, useLocation } from "react-router";
import { FilterSelect } from "~/components/filter-select";
import { DateFilterFields } from "~/components/date-filter-fields";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import type { SearchFilterView, SearchPageData } from "./search-page.server";
import { SuggestInput } from "./suggest-input";
import "./search.css";

/** /search: one box, then the results grouped by kind, each group linking to its own filtered list. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { query, correctedQuery, total, shown, groups, otherKinds, filters } = data;
  const { search } = useLocation();
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
        <SearchFilters filters={filters} key={search} />
      </Form>

      {!query ? (
        <p className="search-page__status">{t("search.emptyQuery")}</p>
      ) : total === 0 ? (
        <section className="search-empty" aria-labelledby="search-status">
          <h2 id="search-status" className="search-page__status">
            {t("search.noResults", { query })}
          </h2>
          <p>{filters.narrowed ? t("search.filters.noneHint") : t("search.noResultsHint")}</p>
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

/**
 * The filters, in the search's own GET form so they go with the query, without scripts as with them: folded away
 * until the visitor opens them, open while any is set.
 */
function SearchFilters({ filters }: { filters: SearchFilterView }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <details className="search-filters" open={filters.narrowed}>
      <summary>
        {t("search.filters.title")}
        {filters.narrowed ? <span className="search-filters__on"> ({t("search.filters.narrowed")})</span> : null}
      </summary>
      <div className="search-filters__fields">
        <FilterSelect id="search-kind" name="kind" label={t("search.filters.kind")} anyLabel={t("search.filters.anyKind")} defaultValue={filters.kind} options={filters.kinds} />
        <DateFilterFields
          idPrefix="search"
          when={filters.when}
          from={filters.from}
          to={filters.to}
          help={{ id: "search-dates-help", text: t("search.filters.datesHelp") }}
        />
        <FilterSelect id="search-province" name="province" label={t("list.province")} anyLabel={t("list.any")} defaultValue={filters.province} options={filters.provinces} />
        <FilterSelect id="search-industry" name="industry" label={t("list.industry")} anyLabel={t("list.any")} defaultValue={filters.industry} options={filters.industries} />
        <div className="search-filters__actions">
          <button type="submit" className="button button--primary">
            {t("search.filters.apply")}
          </button>
          <Link to={to(filters.clearPath)} className="filters__clear">
            {t("search.filters.clear")}
          </Link>
        </div>
      </div>
    </details>
  );
}
