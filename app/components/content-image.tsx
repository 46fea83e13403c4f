import { imageAlt, imagePath } from "~/content/localized";
import { srcSet } from "~/lib/image-renditions";
import type { SeedImageValue } from "~/model/entities";
import type { ImageValue } from "~/model/types";
import type { Locale } from "~/domain/locales";

interface ContentImageProps {
  image: ImageValue | SeedImageValue;
  locale: Locale;
  /** Used when the image carries no alt text of its own. */
  fallbackAlt: string;
  /** Aspect ratio of the frame, so nothing shifts while the image loads ("16 / 9"). */
  ratio: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** The frame's width in the layout, so the browser picks the narrowest rendition that fills it. */
  sizes?: string;
}

/** A card's picture: a third of the container on wide screens, two columns on tablets, a phone's row card. */
export const CARD_IMAGE_SIZES = "(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 80vw";

/**
 * An image's `<img>` sources: its path, its size when known, and a srcset with `sizes` when it has renditions
 * (`sizes` means nothing without one, so it is left out then). `src` is undefined for an image without a path.
 */
export function pictureSources(image: ImageValue | SeedImageValue, sizes?: string) {
  const src = imagePath(image);
  const dims = image && typeof image === "object" && "width" in image ? (image as SeedImageValue) : undefined;
  const renditions = src ? srcSet(src, dims?.width, dims?.widths) : undefined;
  return { srcSet: renditions, sizes: renditions ? sizes : undefined, src, width: dims?.width, height: dims?.height };
}

/** A content image in a fixed-ratio frame; images never stretch (object-fit: cover). */
export function ContentImage({ image, locale, fallbackAlt, ratio, className, priority, sizes }: ContentImageProps) {
  const picture = pictureSources(image, sizes);
  return (
    <div className={`image-frame ${className ?? ""}`} style={{ aspectRatio: ratio }}>
      {picture.src ? (
        <img
          {...picture}
          alt={imageAlt(image, locale) ?? fallbackAlt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
        />
      ) : null}
    </div>
  );
}
