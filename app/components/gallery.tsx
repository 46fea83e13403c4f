import { lazy, Suspense, useState } from "react";
import type { SeedImageValue } from "~/model/entities";
import type { Locale } from "~/domain/locales";
import { pictureSources } from "./content-image";
import { captionOf } from "./gallery-caption";
import "./gallery.css";

/** Thumbnails fill a grid of at least 9rem columns: two on a phone, 12rem or less on wider screens. */
const GALLERY_THUMB_SIZES = "(min-width: 40rem) 12rem, 50vw";

// The lightbox's code loads on the first click on a thumbnail, so it stays out of the page's first load.
const Lightbox = lazy(() => import("./lightbox"));

interface GalleryProps {
  images: readonly SeedImageValue[];
  locale: Locale;
  title: string;
  /** Heading id prefix, unique on the page. */
  id: string;
}

/**
 * Thumbnails that link to the full image (so they work without JavaScript) and, with it, open a lightbox
 * with previous/next buttons and arrow keys.
 */
export function Gallery({ images, locale, title, id }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  // Once opened, the lightbox stays mounted, so closing it returns focus to the thumbnail (native <dialog>).
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
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
                setOpened(true);
                setIndex(i);
              }}
            >
              <img {...pictureSources(image, GALLERY_THUMB_SIZES)} alt={captionOf(image, locale)} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <Lightbox images={images} index={index} locale={locale} id={id} onStep={step} onClose={() => setIndex(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
