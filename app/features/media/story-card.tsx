import { Link } from "react-router";
import { CARD_IMAGE_SIZES, ContentImage } from "~/components/content-image";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatCardDate } from "~/lib/dates";
import type { StoryCardData } from "./story-card-data";
import "./media.css";

interface StoryCardProps {
  card: StoryCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** The editorial card: cover in a fixed 16:9 frame, date and section, a title that wraps, a short excerpt. */
export function StoryCard({ card, priority, headingLevel = 2 }: StoryCardProps) {
  const locale = useLocale();
  const to = useLocalizePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card story-card">
      <ContentImage image={card.image} locale={locale} fallbackAlt={card.title} ratio="16 / 9" priority={priority} className="card__media" sizes={CARD_IMAGE_SIZES} />
      <div className="card__body">
        {card.date || card.eyebrow ? (
          <p className="card__eyebrow">
            {card.date ? (
              <time dateTime={card.date} className="story-card__date">
                {formatCardDate(card.date, locale)}
              </time>
            ) : null}
            {card.eyebrow ? <span className="story-card__section">{card.eyebrow}</span> : null}
          </p>
        ) : null}
        <Heading className="card__title story-card__title" lang={card.titleLang}>
          <Link to={to(card.href)} className="card__link">
            {card.title}
          </Link>
        </Heading>
        {card.excerpt ? (
          <p className="story-card__excerpt" lang={card.excerptLang}>
            {card.excerpt}
          </p>
        ) : null}
        {card.meta ? <p className="card__meta story-card__meta">{card.meta}</p> : null}
      </div>
    </article>
  );
}
