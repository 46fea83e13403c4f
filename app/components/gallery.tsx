import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { SeedImageValue } from "~/content/entities";
import type { Locale } from "~/lib/locale";
import { Dialog } from "./dialog";

interface GalleryProps {
  images: readonly SeedImageValue[];
  locale: Locale;
  title: string;
  /** Heading id prefix, unique on the page. */
  id: string;
}

function captionOf(image: SeedImageValue, locale: Locale): string {
  return (locale === "en" ? image.caption_en || image.alt_en : image.caption || image.alt) || image.alt || "";
}

/**
 * Thumbnails that link to the full image (so they work without JavaScript) and, with it, open a lightbox
 * with previous/next buttons and arrow keys.
 */
export function Gallery({ images, locale, title, id }: GalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const current = index === null ? undefined : images[index];
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length));

  return (
    <section
      className="gallery"
      aria-labelledby={`${id}-title`}
      // On the section, not the figure: keys pressed on the dialog's close button (focused first) bubble here too.
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") step(1);
        if (event.key === "ArrowLeft") step(-1);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="gallery__grid">
        {images.map((image, i) => (
          <li key={image.path + i}>
            <a
              href={image.path}
              className="gallery__thumb"
              onClick={(event) => {
                event.preventDefault();
                setIndex(i);
              }}
            >
              <img src={image.path} alt={captionOf(image, locale)} width={image.width} height={image.height} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} onClose={() => setIndex(null)} labelledBy={`${id}-lightbox-caption`} className="lightbox">
        {current ? (
          <figure className="lightbox__figure">
            <img src={current.path} alt={captionOf(current, locale)} width={current.width} height={current.height} />
            <figcaption id={`${id}-lightbox-caption`}>
              {captionOf(current, locale)} <span className="lightbox__count">{`${(index ?? 0) + 1} / ${images.length}`}</span>
            </figcaption>
            <div className="lightbox__nav">
              <button type="button" className="button" onClick={() => step(-1)}>
                {t("common.previous")}
              </button>
              <button type="button" className="button" onClick={() => step(1)}>
                {t("common.next")}
              </button>
            </div>
          </figure>
        ) : null}
      </Dialog>
    </section>
  );
}
