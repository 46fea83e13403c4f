import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ContactBlock } from "~/components/contact-block";
import { ContentImage } from "~/components/content-image";
import { Dialog } from "~/components/dialog";
import { RichText } from "~/components/rich-text";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { localized } from "~/content/localized";
import { formatCardDate, isoDate } from "~/lib/dates";
import { pageWindow } from "~/lib/pagination";
import type { PopupTarget } from "./home.server";
import { initialLookup, initialNewsList, lookupReducer, newsListReducer } from "./lookup-state";
import { lookupNews, lookupRecord, popupLabels } from "./lookups";
import { filterNewsByMenus, type NewsItem, newsDetailHref } from "./news-popup";
import { POPUP_KINDS, popupBox, type PopupKind, type PopupLabels, type PopupRecord, popupView } from "./popup-view";
import { pagePath } from "~/lib/paths";

export interface InfoRequest extends PopupTarget {
  kind: PopupKind;
  /** Changes on every click, so clicking the same name again looks it up again. */
  nonce: number;
}

const EMPTY_LABELS: PopupLabels = { provinces: [], countries: [], sectors: [] };

function useLookup(kind: PopupKind) {
  const [state, dispatch] = useReducer(lookupReducer<PopupRecord>, undefined, initialLookup<PopupRecord>);
  const seq = useRef(0);
  const run = useCallback(
    async (text: string) => {
      const current = ++seq.current;
      dispatch({ type: "start", seq: current });
      const result = await lookupRecord(kind, text);
      dispatch(result.ok ? { type: "done", seq: current, records: (result.data.data ?? []).map((d) => d.attributes) } : { type: "fail", seq: current });
    },
    [kind],
  );
  return [state, run] as const;
}

/** The note, sanitised in the browser; the sanitiser loads only when a note is there to show. */
function PopupNote({ html }: { html: string }) {
  const [safe, setSafe] = useState("");
  useEffect(() => {
    let live = true;
    void import("~/lib/rich-text").then(({ hasVisibleText, sanitizeRichText }) => {
      if (live) setSafe(hasVisibleText(html) ? sanitizeRichText(html) : "");
    });
    return () => {
      live = false;
    };
  }, [html]);
  return <RichText html={safe} className="info-popup__note" />;
}

function Loader({ label }: { label: string }) {
  return (
    <div className="popup-loader" role="status">
      <span className="popup-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

interface InfoPopupProps {
  kind: PopupKind;
  request: InfoRequest | null;
  labels: PopupLabels;
  onClose: () => void;
}

/** One info pop-up (venue, organizer, contractor, or the company contact in the venue box), with its own lookup. */
function InfoPopup({ kind, request, labels, onClose }: InfoPopupProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const [state, run] = useLookup(kind);

  useEffect(() => {
    // One lookup per click: the nonce changes on every click, and only then.
    if (request) void run(request.lookup);
  }, [request?.nonce]);

  const headingId = `popup-${kind}-title`;
  const view = state.record ? popupView(kind, state.record, locale, labels) : null;
  const box = popupBox(kind);
  const open = request !== null;

  let body: React.ReactNode;
  if (state.loading || (!state.settled && !state.failed)) {
    body = (
      <>
        <h2 id={headingId} className="info-popup__name">
          {request?.label}
        </h2>
        <Loader label={t("home.popup.loading")} />
      </>
    );
  } else if (view) {
    body = (
      <>
        {state.failed ? (
          <p className="info-popup__alert" role="alert">
            {t("home.popup.failed")}
          </p>
        ) : null}
        <div className="info-popup__head">
          <div className={`info-popup__logo info-popup__logo--${box}`}>
            {view.logo ? <img src={view.logo} alt="" width={box === "venue" ? 144 : 96} height={96} decoding="async" /> : null}
          </div>
          <div className="info-popup__heading">
            <h2 id={headingId} className="info-popup__name">
              {view.name}
            </h2>
            <p className={view.address ? "info-popup__address" : "info-popup__address info-popup__address--missing"}>
              {view.address ?? t("contact.noAddress")}
            </p>
          </div>
        </div>
        {view.note ? <PopupNote html={view.note} /> : null}
        <ContactBlock contactor={view.contactor} headingId={`popup-${kind}-contact`} heading={t("home.popup.contact")} />
        {view.footer.length > 0 || view.mapAddress ? (
          <p className="info-popup__footer">
            <span className="visually-hidden">{t("home.popup.location")}: </span>
            {view.footer.map((part, index) => (
              <span key={index} className="info-popup__part">
                {part}
              </span>
            ))}
            {view.mapAddress ? (
              <span className="info-popup__part">
                <a href={view.mapAddress.href} target="_blank" rel="noopener noreferrer" aria-label={t("home.popup.map", { address: view.mapAddress.text })}>
                  {view.mapAddress.text}
                </a>
              </span>
            ) : null}
          </p>
        ) : null}
        {view.detailPath ? (
          <p className="info-popup__actions">
            <Link to={to(view.detailPath)} className="button button--primary">
              {t("home.popup.profile")}
            </Link>
          </p>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <h2 id={headingId} className="info-popup__name">
          {request?.label}
        </h2>
        <p className={state.failed ? "info-popup__alert" : "info-popup__empty"} role={state.failed ? "alert" : undefined}>
          {state.failed ? t("home.popup.failed") : t("home.popup.notFound", { name: request?.label })}
        </p>
        {request ? (
          <p className="info-popup__actions">
            <a href={to(request.href)} className="button">
              {t("home.popup.search")}
            </a>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className={`info-popup info-popup--${box}`}>
      <div aria-busy={state.loading}>
        <p className="info-popup__kind">{t(`home.popup.${kind}`)}</p>
        {body}
      </div>
    </Dialog>
  );
}

function NewsCard({ item, onPlace }: { item: NewsItem; onPlace: (place: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = newsDetailHref(item, locale);
  const title = localized(item.attributes, "title", locale);
  const { place, publishedAt } = item.attributes;
  const date = <time dateTime={isoDate(publishedAt)}>{formatCardDate(publishedAt, locale)}</time>;
  return (
    <article className="card news-popup__card">
      <a href={href} target="_blank" rel="noopener" tabIndex={-1} aria-hidden="true">
        <ContentImage image={item.attributes.cover_img} locale={locale} fallbackAlt="" ratio="16 / 9" />
      </a>
      <div className="card__body">
        <h3 className="news-popup__title">
          <a href={href} target="_blank" rel="noopener">
            {title}
            <span className="visually-hidden"> ({t("common.opensInNewTab")})</span>
          </a>
        </h3>
        <div className="card__footer">
          {place ? (
            <button type="button" className="news-popup__place" onClick={() => onPlace(place)} aria-haspopup="dialog">
              {date}
              <span className="news-popup__venue">{t("home.popup.newsPlace", { place })}</span>
            </button>
          ) : (
            <span className="news-popup__date">{date}</span>
          )}
        </div>
      </div>
    </article>
  );
}

interface NewsPopupProps {
  open: boolean;
  menuIds: readonly string[];
  onClose: () => void;
  onPlace: (place: string) => void;
}

/** 'Related news': cards in a grid, 15 a page, with its own loading state and pager. */
function NewsPopup({ open, menuIds, onClose, onPlace }: NewsPopupProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(newsListReducer<NewsItem>, undefined, initialNewsList<NewsItem>);
  const seq = useRef(0);
  const started = useRef(false);

  const load = useCallback(
    async (page: number) => {
      const current = ++seq.current;
      dispatch({ type: "page", page, seq: current });
      const result = await lookupNews(menuIds, page);
      if (!result.ok) return dispatch({ type: "fail", seq: current });
      const pagination = result.data.meta?.pagination;
      const pageCount = pagination && "pageCount" in pagination ? pagination.pageCount : 1;
      dispatch({ type: "done", seq: current, items: filterNewsByMenus(result.data.data ?? [], menuIds), pageCount });
    },
    [menuIds],
  );

  useEffect(() => {
    if (open && !started.current) {
      started.current = true;
      void load(1);
    }
  }, [open, load]);

  return (
    <Dialog open={open} onClose={onClose} labelledBy="popup-news-title" className="news-popup">
      <h2 id="popup-news-title">{t("home.news.related")}</h2>
      <div className="news-popup__body" aria-busy={state.loading}>
        {state.loading ? <Loader label={t("home.popup.loading")} /> : null}
        {state.failed ? (
          <p className="info-popup__alert" role="alert">
            {t("home.popup.failed")}
          </p>
        ) : null}
        {!state.loading && !state.failed && state.items.length === 0 ? <p className="info-popup__empty">{t("home.popup.newsEmpty")}</p> : null}
        {state.items.length > 0 ? (
          <ul className="news-popup__grid" data-loading={state.loading || undefined}>
            {state.items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} onPlace={onPlace} />
              </li>
            ))}
          </ul>
        ) : null}
        {state.pageCount > 1 ? (
          <nav className="pagination" aria-label={t("home.popup.newsPages")}>
            {state.page > 1 ? (
              <button type="button" className="pagination__step" onClick={() => void load(state.page - 1)}>
                {t("list.previous")}
              </button>
            ) : null}
            <ul className="pagination__pages">
              {pageWindow(state.page, state.pageCount).map((item) =>
                item.type === "gap" ? (
                  <li key={item.key} className="pagination__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={item.page}>
                    <button
                      type="button"
                      className={item.current ? "pagination__page pagination__page--current" : "pagination__page"}
                      aria-current={item.current ? "page" : undefined}
                      aria-label={t(item.current ? "list.currentPage" : "list.pageLabel", { page: item.page })}
                      onClick={() => (item.current ? undefined : void load(item.page))}
                    >
                      {item.page}
                    </button>
                  </li>
                ),
              )}
            </ul>
            {state.page < state.pageCount ? (
              <button type="button" className="pagination__step" onClick={() => void load(state.page + 1)}>
                {t("list.next")}
              </button>
            ) : null}
          </nav>
        ) : null}
      </div>
    </Dialog>
  );
}

interface PopupHostProps {
  info: InfoRequest | null;
  newsOpen: boolean;
  menuIds: readonly string[];
  onCloseInfo: () => void;
  onCloseNews: () => void;
  openInfo: (kind: PopupKind, target: PopupTarget) => void;
}

/** The four info pop-ups and the news pop-up of the home page, loaded on first use. */
export default function PopupHost({ info, newsOpen, menuIds, onCloseInfo, onCloseNews, openInfo }: PopupHostProps) {
  const [labels, setLabels] = useState<PopupLabels>(EMPTY_LABELS);

  useEffect(() => {
    void popupLabels().then(setLabels);
  }, []);

  return (
    <>
      <NewsPopup
        open={newsOpen}
        menuIds={menuIds}
        onClose={onCloseNews}
        onPlace={(place) => openInfo("venue", { lookup: place, label: place, href: pagePath("venueList", { query: { q: place } }) })}
      />
      {POPUP_KINDS.map((kind) => (
        <InfoPopup
          key={kind}
          kind={kind}
          request={info?.kind === kind ? info : null}
          labels={labels}
          onClose={onCloseInfo}
        />
      ))}
    </>
  );
}
