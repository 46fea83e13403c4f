import { useTranslation } from "~/i18n/react";
import type { SeedImageValue } from "~/model/entities";
import type { Locale } from "~/domain/locales";
import { Dialog } from "./dialog";
import { captionOf } from "./gallery-caption";

interface LightboxProps {
  images: readonly SeedImageValue[];
  /** The image shown; null while the lightbox is closed. */
  index: number | null;
  locale: Locale;
  /** The gallery's heading id prefix. */
  id: string;
  onStep: (delta: number) => void;
  onClose: () => void;
}

/** A gallery's lightbox (loaded on demand by Gallery): one image, its caption, previous and next. */
export default function Lightbox({ images, index, locale, id, onStep, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const current = index === null ? undefined : images[index];
  return (
    <Dialog open={current !== undefined} onClose={onClose} labelledBy={`${id}-lightbox-caption`} className="lightbox">
      {current ? (
        <figure className="lightbox__figure">
          <img src={current.path} alt={captionOf(current, locale)} width={current.width} height={current.height} />
          <figcaption id={`${id}-lightbox-caption`}>
            {captionOf(current, locale)} <span className="lightbox__count">{`${(index ?? 0) + 1} / ${images.length}`}</span>
          </figcaption>
          <div className="lightbox__nav">
            <button type="button" className="button" onClick={() => onStep(-1)}>
              {t("common.previous")}
            </button>
            <button type="button" className="button" onClick={() => onStep(1)}>
              {t("common.next")}
            </button>
          </div>
        </figure>
      ) : null}
    </Dialog>
  );
}
