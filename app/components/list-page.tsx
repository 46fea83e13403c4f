import { useEffect, useState } from "react";
import { DateFilterFields } from "./date-filter-fields";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { KEYWORD_MAX, type ListConfig, type ListState, listSearch } from "~/lib/list-query";
import { type ActiveFilter, activeFilters, withoutFilters } from "~/lib/list-filters";
import type { Relaxation } from "~/lib/list-relax";
import { formatShortDate } from "~/lib/dates";
import { Dialog } from "./dialog";
import { FilterSelect } from "./filter-select";
import { HydrateLater } from "./hydrate-later";
import { Pagination } from "./pagination";
import { useLocale } from "./use-locale";
import "./list-page.css";
import type { PageTextKey } from "~/i18n/translator";

/** A plain link between upcoming and past shows, so both are one click (and one crawl) away. */
function WhenSwitch({ state, config, pathname }: { state: ListState; config: ListConfig; pathname: string }) {
  const { t } = useTranslation();
  const target = state.when === "past" ? "upcoming" : "past";
  return (
    <Link className="results-bar__switch" to={`${pathname}${listSearch(state, config, { when: target, page: 1 })}`}>
      {t(target === "past" ? "list.showPast" : "list.showUpcoming")}
    </Link>
  );
}

/** A filter as its chip says it: "Province: Bangkok". */
function useFilterText(selects: readonly SelectFilter[]): (filter: ActiveFilter) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (filter) => {
    switch (filter.kind) {
      case "q":
        return t("list.chip", { label: t("list.keyword"), value: filter.value });
      case "facet": {
        const select = selects.find((s) => s.name === filter.name);
        const option = select?.options.find((o) => o.value === filter.value);
        return select ? t("list.chip", { label: select.label, value: option?.label ?? filter.value }) : filter.value;
      }
      case "when":
        return t("list.chip", { label: t("list.when"), value: t(`list.${filter.value}`) });
      case "from":
      case "to":
        return t("list.chip", { label: t(`list.${filter.kind}`), value: formatShortDate(filter.value, locale) });
    }
  };
}

/** The filters in force as chips above the results, each a link that drops it, and one that drops them all. */
function FilterChips({ filters, selects, clearTo }: { filters: readonly ActiveFilter[]; selects: readonly SelectFilter[]; clearTo: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const text = useFilterText(selects);
  return (
    <div className="active-filters">
      <ul className="chips" aria-label={t("list.activeFilters")}>
        {filters.map((filter) => {
          const label = text(filter);
          return (
            <li key={filter.kind === "facet" ? `facet-${filter.name}` : filter.kind}>
              <Link className="chip" to={`${pathname}${filter.search}`} aria-label={t("list.removeFilter", { filter: label })}>
                <span className="chip__text">{label}</span>
                <span className="chip__remove" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className="active-filters__clear" to={`${pathname}${clearTo}`}>
        {t("list.clear")}
      </Link>
    </div>
  );
}

export interface SelectFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** What every list loader returns besides its items: the URL state, the filters and sorts, the counts. */
export interface ListData {
  state: ListState;
  selects?: readonly SelectFilter[];
  sorts: readonly { value: string; label: string }[];
  total: number;
  pageCount: number;
  /** With no result: each single filter to drop and how many results that gives. */
  relaxed?: readonly Relaxation[];
}

interface ListPageProps<T> {
  /** Title and lead come from `pages.<pageKey>`. */
  pageKey: PageTextKey;
  /** The list's configuration: its URL state, sorts and, for shows and events, upcoming/past and dates. */
  config: ListConfig;
  data: ListData;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** The class of the results' list: a grid of cards unless said otherwise. */
  listClassName?: string;
  /** Shown above the results (the articles' topics). */
  before?: React.ReactNode;
  /** Shown above the results or the empty state: a filtered industry's follow button, worth having with no show yet. */
  follow?: React.ReactNode;
  /** One result; the first three cards load their images first. */
  children: (item: T, index: number) => React.ReactNode;
}

/** Items that can be in the first screen (a phone's first two cards, a wide screen's first row): laid out at once. */
const FIRST_SCREEN_ITEMS = 4;

/**
 * A directory list: filters in a side column on desktop and a bottom sheet on phones, result count, sort,
 * cards, pagination. The filter form is a GET form, so it works without JavaScript and its state is the URL.
 */
export function ListPage<T>({ pageKey, config, data, items, itemKey, listClassName = "card-grid", before, follow, children }: ListPageProps<T>) {
  const { state, selects = [], sorts, total, pageCount, relaxed = [] } = data;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const dates = Boolean(config.dates);
  const navigation = useNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const searching = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filters = activeFilters(state, config);
  const filterText = useFilterText(selects);
  useEffect(() => setSheetOpen(false), [state]);

  // One form, in the side column or, while the phone sheet is open, in the sheet: ids stay unique.
  const form = (
    /* Keyed by the query: after "clear" or back/forward the uncontrolled fields show the URL's state again. */
    <Form key={search} method="get" action={pathname} className="filters__form">
      <div className="field">
        <label htmlFor="filter-q">{t("list.keyword")}</label>
        <input id="filter-q" name="q" type="search" defaultValue={state.q} placeholder={t("list.keywordPlaceholder")} maxLength={KEYWORD_MAX} />
      </div>
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          id={`filter-${select.name}`}
          name={select.name}
          label={select.label}
          anyLabel={t("list.any")}
          defaultValue={state.facets[select.name] ?? ""}
          options={select.options}
        />
      ))}
      {dates ? <DateFilterFields idPrefix="filter" when={state.when} from={state.from} to={state.to} /> : null}
      <div className="field">
        <label htmlFor="filter-sort">{t("list.sort")}</label>
        <select id="filter-sort" name="sort" defaultValue={state.sort}>
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary filters__submit">
        {t("list.apply")}
      </button>
      <Link to={pathname} className="filters__clear">
        {t("list.clear")}
      </Link>
    </Form>
  );

  return (
    <div className="container page list-page">
      <header className="page-intro">
        <h1>{t(`pages.${pageKey}.title`)}</h1>
        <p className="page-intro__lead">{t(`pages.${pageKey}.description`)}</p>
      </header>
      <div className="list-page__body">
        <a
          className="button filters-toggle"
          href="#filters"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setSheetOpen(true);
          }}
        >
          {t("list.showFilters")}
          {filters.length > 0 ? <span className="filters-toggle__count">{filters.length}</span> : null}
        </a>
        {/* Without JavaScript the phone sheet is this column, shown by the #filters target and closed by a link. */}
        <aside id="filters" className="filters" aria-labelledby="filters-title">
          <div className="filters__head">
            <h2 id="filters-title" className="filters__title">
              {t("list.filters")}
            </h2>
            <a className="filters__close" href="#results" aria-label={t("list.close")}>
              <span aria-hidden="true">×</span>
            </a>
          </div>
          {sheetOpen ? null : form}
        </aside>
        <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} labelledBy="filters-sheet-title" className="filters-sheet">
          <h2 id="filters-sheet-title" className="filters__title">
            {t("list.filters")}
          </h2>
          {sheetOpen ? form : null}
        </Dialog>
        <section id="results" className="list-page__results" aria-labelledby="results-count" aria-busy={searching || undefined}>
          <div className="results-bar">
            <p id="results-count" className="results-count" role="status">
              {pageCount > 1 ? t("list.resultsPage", { count: total, page: state.page, pages: pageCount }) : t("list.results", { count: total })}
            </p>
            {dates ? <WhenSwitch state={state} config={config} pathname={pathname} /> : null}
          </div>
          {filters.length > 0 ? <FilterChips filters={filters} selects={selects} clearTo={withoutFilters(state, config)} /> : null}
          {follow}
          {total === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{t("list.empty")}</p>
              {relaxed.length > 0 ? (
                <>
                  <p>{t("list.relaxIntro")}</p>
                  <ul className="empty-state__relax">
                    {relaxed.map(({ filter, count }) => (
                      <li key={filter.search}>
                        <Link to={`${pathname}${filter.search}`}>{t("list.relaxItem", { filter: filterText(filter), count })}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t("list.emptyHint")}</p>
              )}
              <Link to={pathname} className="button">
                {t("list.clear")}
              </Link>
            </div>
          ) : (
            <>
              {before}
              <HydrateLater>
                <ul className={listClassName}>
                  {items.map((item, index) => (
                    <li key={itemKey(item)} className={index < FIRST_SCREEN_ITEMS ? undefined : "render-when-near"}>
                      {children(item, index)}
                    </li>
                  ))}
                </ul>
              </HydrateLater>
            </>
          )}
          <HydrateLater>
            <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => listSearch(state, config, { page }) || "?"} />
          </HydrateLater>
        </section>
      </div>
    </div>
  );
}
