import { Link } from "react-router";
import { CARD_IMAGE_SIZES, ContentImage } from "~/components/content-image";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import type { SeedImageValue } from "~/model/entities";
import type { ImageValue } from "~/model/types";
import { VerifiedMark } from "./verified-mark";

export interface CompanyCardItem {
  id: number;
  slug: string;
  name: string;
  summary: string;
  cover: ImageValue | SeedImageValue;
  place: string;
  sector: string;
  /** The company runs the listing (it has an owner). */
  verified: boolean;
}

interface CompanyCardProps {
  item: CompanyCardItem;
  /** Unprefixed path of the detail page. */
  href: string;
  /** Venues show a photo that fills the frame; companies show a logo that must not be cropped. */
  imageFit: "cover" | "logo";
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** A control under the text (a list's follow button), kept above the card's whole-card link. */
  action?: React.ReactNode;
}

/** A directory card: image in a fixed frame, sector, name, the verified mark, province, a short summary; the whole card links. */
export function CompanyCard({ item, href, imageFit, priority, headingLevel = 2, action }: CompanyCardProps) {
  const locale = useLocale();
  const to = useLocalizePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card company-card company-card--${imageFit}`}>
      <ContentImage image={item.cover} locale={locale} fallbackAlt={item.name} ratio={imageFit === "logo" ? "2 / 1" : "3 / 2"} priority={priority} className="card__media" sizes={CARD_IMAGE_SIZES} />
      <div className="card__body">
        {item.sector ? <p className="company-card__sector">{item.sector}</p> : null}
        <Heading className="card__title">
          <Link to={to(href)} className="card__link">
            {item.name}
          </Link>
        </Heading>
        {item.verified ? <VerifiedMark /> : null}
        {item.place ? <p className="card__meta company-card__place">{item.place}</p> : null}
        {item.summary ? <p className="company-card__summary">{item.summary}</p> : null}
        {action ? <div className="company-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
