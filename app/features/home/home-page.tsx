import { useTranslation } from "~/i18n/react";
import { Form, Link } from "react-router";
import { CARD_IMAGE_SIZES, ContentImage } from "~/components/content-image";
import { HydrateLater } from "~/components/hydrate-later";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { imagePath } from "~/content/localized";
import { EventCard } from "~/features/events/event-card";
import { formatCardDate, isoDate } from "~/lib/dates";
import { BannerCarousel } from "./banner-carousel";
import type { HomeData } from "./home.server";
import { HOME_NEWS_MENUS } from "./news-popup";
import { HomePopups, NewsPopupTrigger, PopupTrigger } from "./popup-context";
import type { PopupKind } from "./popup-view";
import { SitePopup } from "./site-popup";
import { SuggestInput } from "~/search/suggest-input";
import "./home.css";
import { LISTING_KINDS, LISTINGS } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { pagePath, tradeShowPath } from "~/lib/paths";

type Card = HomeData["shows"][number];

/** Simple line icons for the directory tiles (24 px grid, drawn with the current colour). */
const ICONS: Record<string, React.ReactNode> = {
  thaiTradeShows: <path d="M3 10l9-6 9 6M5 10v10h14V10M9 20v-6h6v6" />,
  internationalTradeShows: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18" />
    </>
  ),
  thaiEvents: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5l-5.3 2.9 1.2-6-4.5-4.1 6-.7z" />,
  boothReservation: <path d="M4 8h16v12H4zM4 8l2-4h12l2 4M9 20v-6h6v6" />,
  venues: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  organizers: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 5.2a3 3 0 010 5.6M17 14.3c2.3.7 4 2.9 4 5.7" />
    </>
  ),
  contractors: <path d="M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />,
  news: <path d="M4 5h13v14H6a2 2 0 01-2-2zM17 9h3v8a2 2 0 01-2 2M7 9h7M7 13h7M7 16h4" />,
  articles: <path d="M5 4h11l3 3v13H5zM15 4v4h4M8 11h8M8 14h8M8 17h5" />,
  galleries: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="M21 16l-5-5-9 8" />
    </>
  ),
  jobs: <path d="M3 8h18v11H3zM8 8V5h8v3M3 13h18" />,
  packages: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
};

const DIRECTORIES = [
  { key: "thaiTradeShows", path: pagePath("thaiTradeShowList") },
  { key: "internationalTradeShows", path: pagePath("intlTradeShowList") },
  { key: "thaiEvents", path: pagePath("thaiEventList") },
  { key: "boothReservation", path: pagePath("boothReservationList") },
  ...LISTING_KINDS.map((kind) => ({ key: LISTINGS[kind].plural, path: pagePath(LISTING_PAGES[kind].list) })),
  { key: "news", path: pagePath("newsList") },
  { key: "articles", path: pagePath("articleList") },
  { key: "galleries", path: pagePath("galleryList") },
  { key: "jobs", path: pagePath("jobsList") },
  { key: "packages", path: pagePath("package") },
] as const;

const QUICK_LINKS: readonly string[] = ["thaiTradeShows", "internationalTradeShows", "venues"];

function Icon({ name }: { name: string }) {
  return (
    <svg className="home-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

function SectionHead({ id, title, lead, more }: { id: string; title: string; lead?: string; more?: React.ReactNode }) {
  return (
    <div className="section-head">
      <div>
        <h2 id={id}>{title}</h2>
        {lead ? <p className="section-head__lead">{lead}</p> : null}
      </div>
      {more ? <div className="section-head__more">{more}</div> : null}
    </div>
  );
}

/** A home section below the hero: heading, lead and "see all" link, hydrated after the first screen (decision 046). */
function HomeSection({ id, title, lead, more, children }: { id: string; title: string; lead?: string; more: React.ReactNode; children: React.ReactNode }) {
  return (
    <HydrateLater>
      <section className="container home-section render-when-near" aria-labelledby={id}>
        <SectionHead id={id} title={title} lead={lead} more={more} />
        {children}
      </section>
    </HydrateLater>
  );
}

function SeeAll({ path, children }: { path: string; children: React.ReactNode }) {
  const to = useLocalizePath();
  return (
    <Link to={to(path)} className="more-link link-forward">
      {children}
    </Link>
  );
}

function CardPeople({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (!card.venue && !card.organizer) return null;
  return (
    <dl className="card-people">
      {card.venue ? (
        <div>
          <dt>{t("home.card.venue")}</dt>
          <dd>
            <PopupTrigger kind="venue" target={card.venue} />
          </dd>
        </div>
      ) : null}
      {card.organizer ? (
        <div>
          <dt>{t("home.card.organizer")}</dt>
          <dd>
            <PopupTrigger kind="organizer" target={card.organizer} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Hero({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className={children ? "container home-hero__inner home-hero__inner--split" : "container home-hero__inner"}>
        <div className="home-hero__intro">
          <p className="home-hero__eyebrow">{t("home.hero.eyebrow")}</p>
          <h1 id="home-title">{t("pages.home.title")}</h1>
          <p className="home-hero__lead">{t("pages.home.intro")}</p>
          <Form method="get" action={to(pagePath("search"))} role="search" className="home-search">
            <label htmlFor="home-search-q" className="visually-hidden">
              {t("home.hero.searchLabel")}
            </label>
            <SuggestInput id="home-search-q" name="q" placeholder={t("home.hero.searchPlaceholder")} autoComplete="off" enterKeyHint="search" />
            <button type="submit" className="button button--accent">
              {t("home.hero.searchSubmit")}
            </button>
          </Form>
          <nav className="home-hero__quick" aria-label={t("home.hero.quickLabel")}>
            <span aria-hidden="true">{t("home.hero.quickLabel")}</span>
            <ul>
              {DIRECTORIES.filter((d) => QUICK_LINKS.includes(d.key)).map((d) => (
                <li key={d.key}>
                  <Link to={to(d.path)}>{t(`nav.${d.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {children}
      </div>
    </section>
  );
}

function ContactColumn({ kind, title, listPath, items }: { kind: PopupKind; title: string; listPath: string; items: HomeData["contacts"]["venues"] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="who-column">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => {
          const logo = imagePath(item.cover);
          return (
            <li key={item.id}>
              <span className={`who-column__logo who-column__logo--${kind}`}>{logo ? <img src={logo} alt="" width="48" height="48" loading="lazy" decoding="async" /> : null}</span>
              <span className="who-column__text">
                <PopupTrigger kind={kind} target={item} className="who-column__name" />
                {item.province ? <span className="who-column__meta">{item.province}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <SeeAll path={listPath}>{t("home.contacts.all")}</SeeAll>
    </div>
  );
}

/** The home page: search, banners, upcoming shows and events, directories, who to contact, news, clients. */
export function HomePage({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { contacts } = data;
  const hasContacts = contacts.venues.length + contacts.organizers.length + contacts.contractors.length > 0;

  return (
    <HomePopups menuIds={HOME_NEWS_MENUS}>
      <div className="home">
        <Hero>{data.banners.length > 0 ? <BannerCarousel banners={data.banners} /> : null}</Hero>

        <HomeSection
          id="home-shows"
          title={t("home.shows.title")}
          lead={t("home.shows.lead")}
          more={<SeeAll path={pagePath("thaiTradeShowList")}>{t("home.shows.viewAll")}</SeeAll>}
        >
        {data.shows.length > 0 ? (
          <ul className="card-grid home-grid">
            {data.shows.map((show, index) => (
              <li key={show.id}>
                <EventCard
                  event={show.attributes}
                  href={tradeShowPath(show.attributes)}
                  labels={show.labels}
                  today={data.today}
                  // The first card is in a phone's first screen and its largest image: no lazy wait for layout.
                  priority={index === 0}
                  headingLevel={3}
                >
                  <CardPeople card={show} />
                </EventCard>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("home.shows.empty")}</p>
        )}
        </HomeSection>

        <HydrateLater>
          <section className="home-band render-when-near" aria-labelledby="home-directories">
            <div className="container">
              <SectionHead id="home-directories" title={t("home.directories.title")} lead={t("home.directories.lead")} />
              <ul className="directory-grid">
                {DIRECTORIES.map((d) => (
                  <li key={d.key}>
                    <Link to={to(d.path)} className="directory-tile">
                      <Icon name={d.key} />
                      <span className="directory-tile__name">{t(`nav.${d.key}`)}</span>
                      <span className="directory-tile__text">{t(`home.directories.${d.key}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </HydrateLater>

        {data.events.length > 0 ? (
          <HomeSection
            id="home-events"
            title={t("home.events.title")}
            lead={t("home.events.lead")}
            more={<SeeAll path={pagePath("thaiEventList")}>{t("home.events.viewAll")}</SeeAll>}
          >
          <ul className="card-grid home-grid home-grid--four">
            {data.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event.attributes} href={pagePath("thaiEventDetails", { id: event.attributes.slug })} labels={event.labels} today={data.today} headingLevel={3}>
                  <CardPeople card={event} />
                </EventCard>
              </li>
            ))}
          </ul>
          </HomeSection>
        ) : null}

        {hasContacts ? (
          <HydrateLater>
            <section className="home-band home-band--soft" aria-labelledby="home-contacts">
              <div className="container">
                <SectionHead id="home-contacts" title={t("home.contacts.title")} lead={t("home.contacts.lead")} />
                <div className="who-grid">
                  <ContactColumn kind="venue" title={t("home.contacts.venues")} listPath={pagePath("venueList")} items={contacts.venues} />
                  <ContactColumn kind="company" title={t("home.contacts.organizers")} listPath={pagePath("organizerList")} items={contacts.organizers} />
                  <ContactColumn kind="contractor" title={t("home.contacts.contractors")} listPath={pagePath("contractorList")} items={contacts.contractors} />
                </div>
              </div>
            </section>
          </HydrateLater>
        ) : null}

        {data.news.length > 0 ? (
          <HomeSection
            id="home-news"
            title={t("home.news.title")}
            more={
              <>
                <NewsPopupTrigger className="button">{t("home.news.openRelated")}</NewsPopupTrigger>
                <SeeAll path={pagePath("newsList")}>{t("home.news.viewAll")}</SeeAll>
              </>
            }
          >
          <ul className="card-grid home-grid home-grid--four">
            {data.news.map((item) => (
              <li key={item.id}>
                <article className="card news-card">
                  <ContentImage image={item.cover} locale={locale} fallbackAlt={item.title} ratio="16 / 9" className="card__media" sizes={CARD_IMAGE_SIZES} />
                  <div className="card__body">
                    <p className="card__eyebrow">
                      <time dateTime={isoDate(item.publishedAt)} className="date-badge">
                        {formatCardDate(item.publishedAt, locale)}
                      </time>
                    </p>
                    <h3 className="card__title news-card__title">
                      <Link to={item.href} className="card__link">
                        {item.title}
                      </Link>
                    </h3>
                    {item.excerpt ? <p className="card__meta news-card__excerpt">{item.excerpt}</p> : null}
                    {item.place ? (
                      <p className="card__footer news-card__place">
                        <PopupTrigger kind="venue" target={item.place} className="place-link">
                          {t("home.news.place", { place: item.place.label })}
                        </PopupTrigger>
                      </p>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          </HomeSection>
        ) : null}

        {data.clients.length > 0 ? (
          <HydrateLater>
            <section className="container home-section home-clients" aria-labelledby="home-clients">
              <h2 id="home-clients" className="home-clients__title">
                {t("home.clients.title")}
              </h2>
              <ul className="client-logos">
                {data.clients.map((client) => {
                  const logo = client.logo;
                  const image = logo ? <img src={logo} alt={client.name} width="160" height="80" loading="lazy" decoding="async" /> : <span>{client.name}</span>;
                  return (
                    <li key={client.id}>
                      {client.website ? (
                        <a href={client.website} target="_blank" rel="noopener noreferrer" title={client.name}>
                          {image}
                        </a>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          </HydrateLater>
        ) : null}
      </div>
      {data.popup ? <SitePopup popup={data.popup} /> : null}
    </HomePopups>
  );
}
