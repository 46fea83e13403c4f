import { useTranslation } from "~/i18n/react";
import { ClaimListingSlot } from "~/features/contracts/claim-listing-slot";
import { VerifiedMark } from "./verified-mark";
import "~/features/contracts/contracts.css";
import type { ClaimResult } from "~/features/contracts/claim.server";
import { Link } from "react-router";
import { BookmarkButton, FollowButton } from "~/components/member-buttons";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactBlock } from "~/components/contact-block";
import { ContentImage } from "~/components/content-image";
import { Gallery } from "~/components/gallery";
import { RichText } from "~/components/rich-text";
import { ShareLinks } from "~/components/share-links";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { EventCard } from "~/features/events/event-card";
import { mapUrl } from "~/lib/map-link";
import { thaiYear } from "~/lib/dates";
import type { loadDirectoryDetail } from "./detail.server";
import { quoteHref } from "./kinds";
import "./directory.css";
import { DetailBody, RelatedItems } from "~/components/detail-sections";
import { NewTabLink } from "~/components/new-tab-link";
import { formatNumber } from "~/lib/numbers";
import { LISTINGS } from "~/domain/listings";

type Data = Awaited<ReturnType<typeof loadDirectoryDetail>>;

function KeyList({ keys, group, title, id }: { keys: readonly string[]; group: "facilities" | "services"; title: string; id: string }) {
  const { t } = useTranslation();
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="key-list">
        {keys.map((key) => (
          <li key={key}>{t(`directory.${group}.${key}`, { defaultValue: key.replaceAll("-", " ") })}</li>
        ))}
      </ul>
    </section>
  );
}

export function DirectoryDetail({ data, claimResult }: { data: Data; claimResult?: ClaimResult | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const def = LISTINGS[data.kind];
  const { company, labels } = data;
  const map = mapUrl(company.latitude, company.longitude, labels.address ? `${labels.name} ${labels.address}` : undefined);
  const quote = to(quoteHref(data.kind, company.slug));
  const logo = data.kind !== "venue";
  // A draft in the back office's preview has no quotation form, bookmark or claim yet; they would post nowhere.
  const live = !data.preview;

  return (
    <article className={`container page detail company-detail company-detail--${logo ? "logo" : "cover"}`}>
      <Breadcrumbs items={data.crumbs} />
      <header className="detail-hero">
        <ContentImage
          image={company.cover}
          locale={locale}
          fallbackAlt={labels.name}
          ratio={logo ? "1 / 1" : "3 / 2"}
          priority
          className={`detail-hero__media${logo ? " company-detail__logo" : ""}`}
          sizes="(min-width: 64rem) 50vw, 100vw"
        />
        <div className="detail-hero__body">
          {labels.sector ? <p className="tag company-detail__sector">{labels.sector}</p> : null}
          <h1>{labels.name}</h1>
          {company.verified ? <VerifiedMark detail /> : null}
          {labels.summary ? <p className="detail-hero__lead">{labels.summary}</p> : null}
          <dl className="facts" aria-label={t("event.facts")}>
            {company.venueType ? (
              <div>
                <dt>{t("directory.venueType")}</dt>
                <dd>{t(`directory.venueTypes.${company.venueType}`, { defaultValue: company.venueType.replaceAll("-", " ") })}</dd>
              </div>
            ) : null}
            {labels.place && labels.address !== labels.place ? (
              <div>
                <dt>{t("directory.location")}</dt>
                <dd>{labels.place}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("directory.address")}</dt>
              <dd>{labels.address ? <address className="company-detail__address">{labels.address}</address> : t("contact.noAddress")}</dd>
            </div>
            {company.halls ? (
              <div>
                <dt>{t("directory.halls")}</dt>
                <dd>{t("directory.hallsValue", { value: formatNumber(company.halls) })}</dd>
              </div>
            ) : null}
            {company.totalArea ? (
              <div>
                <dt>{t("directory.totalArea")}</dt>
                <dd>{t("directory.areaValue", { value: formatNumber(company.totalArea) })}</dd>
              </div>
            ) : null}
            {company.maxCapacity ? (
              <div>
                <dt>{t("directory.maxCapacity")}</dt>
                <dd>{t("directory.capacityValue", { value: formatNumber(company.maxCapacity) })}</dd>
              </div>
            ) : null}
            {company.foundedYear ? (
              <div>
                <dt>{t("directory.founded")}</dt>
                <dd>{t("directory.foundedValue", { year: company.foundedYear, be: thaiYear(company.foundedYear) })}</dd>
              </div>
            ) : null}
          </dl>
          <div className="detail-actions">
            {live ? (
              <Link to={quote} className="button button--accent">
                {t("card.requestQuote")}
              </Link>
            ) : null}
            {map ? (
              <NewTabLink href={map} className="button">
                {t("common.map")}
              </NewTabLink>
            ) : null}
            {live ? <BookmarkButton collection={def.plural} id={company.id} saved={data.saved} /> : null}
            {live && data.kind !== "contractor" ? <FollowButton kind={data.kind} item={String(company.id)} followed={data.followed} /> : null}
          </div>
        </div>
      </header>

      <DetailBody>
        <div className="detail-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t(`directory.about.${data.kind}`)}</h2>
            {data.noteHtml ? <RichText html={data.noteHtml} /> : <p>{labels.summary}</p>}
          </section>
          <KeyList keys={company.facilities} group="facilities" title={t("directory.facilitiesTitle")} id="facilities-title" />
          <KeyList keys={company.services} group="services" title={t("directory.servicesTitle")} id="services-title" />
          <Gallery images={company.gallery} locale={locale} title={t("directory.gallery")} id="company-gallery" />
        </div>
        <aside className="detail-side">
          <ContactBlock contactor={company.contactor} headingId="company-contact" heading={t("contact.heading")} />
          {live ? (
            <div className="quote-box">
              <p className="quote-box__text">{t(`directory.quoteLead.${data.kind}`)}</p>
              <Link to={quote} className="button button--accent">
                {t("card.requestQuote")}
              </Link>
            </div>
          ) : null}
          <ShareLinks url={data.shareUrl} title={labels.name} />
          {live ? <ClaimListingSlot state={data.claim} result={claimResult} /> : null}
        </aside>
      </DetailBody>

      {data.kind !== "contractor" ? (
        <RelatedItems
          id="upcoming-title"
          title={t(`directory.upcoming.${data.kind}`)}
          items={data.upcoming}
          itemKey={(item) => item.key}
          empty={<p className="empty-state">{t("directory.noUpcoming")}</p>}
        >
          {(item) => <EventCard event={item.attributes} href={item.href} labels={item.labels} today={data.today} headingLevel={3} />}
        </RelatedItems>
      ) : null}

      {live ? (
        <div className="sticky-action">
          <Link to={quote} className="button button--accent">
            {t("card.requestQuote")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
