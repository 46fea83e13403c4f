import { useTranslation } from "~/i18n/react";
import { googleCalendarUrl, webcalUrl } from "~/lib/calendar-feed";

/** Subscribe links for a calendar feed: the system's calendar app (webcal:) and Google Calendar. */
export function FeedLinks({ feedUrl, heading }: { feedUrl: string; heading?: string }) {
  const { t } = useTranslation();
  return (
    <p className="feed-links">
      {heading ? <strong>{heading}</strong> : null}
      <a href={webcalUrl(feedUrl)}>{t("mail.feed.webcal")}</a>
      <a href={googleCalendarUrl(feedUrl)} target="_blank" rel="noopener">
        {t("mail.feed.google")}
      </a>
    </p>
  );
}
