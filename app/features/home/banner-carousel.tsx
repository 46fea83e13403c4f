import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { pictureSources } from "~/components/content-image";
import type { SeedImageValue } from "~/model/entities";
import type { ImageValue } from "~/model/types";
import { useLocalizePath } from "~/components/use-locale";
import { useHydrated } from "~/components/use-hydrated";

/** A phone shows the banner as a row's picture (about 22rem of it once cropped to the row); wider screens whole. */
const BANNER_IMAGE_SIZES = "(max-width: 47.99rem) 22rem, 100vw";

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  cta: string;
  image: ImageValue | SeedImageValue;
  link: string | null;
}

const AUTOPLAY_MS = 7000;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    startTransition(update);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * The banner carousel (WAI-ARIA carousel pattern): a scroll-snap track, so touch swipes and works without
 * JavaScript; previous/next and per-slide buttons, arrow keys, a pause button; auto-advance pauses on hover
 * and focus and never starts when the visitor prefers reduced motion.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const count = banners.length;
  const rotating = hydrated && count > 1 && !stopped && !reduced && !hovered && !focused;

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const next = (index + count) % count;
      setCurrent(next);
      el?.scrollTo({ left: next * el.clientWidth, behavior: reduced ? "auto" : "smooth" });
    },
    [count, reduced],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo(current + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, goTo]);

  if (count === 0) return null;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("home.banners.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") goTo(current + 1);
        else if (event.key === "ArrowLeft") goTo(current - 1);
        else return;
        event.preventDefault();
      }}
    >
      <div
        ref={track}
        className="banner-carousel__track"
        aria-live={rotating ? "off" : "polite"}
        onScroll={(event) => {
          const el = event.currentTarget;
          const index = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (index !== current && index >= 0 && index < count) setCurrent(index);
        }}
      >
        {banners.map((banner, index) => {
          const hidden = hydrated && index !== current;
          const picture = pictureSources(banner.image, BANNER_IMAGE_SIZES);
          const content = (
            <>
              <div className="banner-slide__media">
                {picture.src ? (
                  <img
                    {...picture}
                    alt=""
                    width={picture.width ?? 1920}
                    height={picture.height ?? 640}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : undefined}
                    decoding={index === 0 ? "sync" : "async"}
                  />
                ) : null}
              </div>
              <div className="banner-slide__text">
                <p className="banner-slide__title">{banner.title}</p>
                {banner.subtitle ? <p className="banner-slide__subtitle">{banner.subtitle}</p> : null}
                {banner.link ? <span className="banner-slide__cta link-forward">{banner.cta || t("home.banners.readMore")}</span> : null}
              </div>
            </>
          );
          const external = banner.link ? /^https?:/i.test(banner.link) : false;
          return (
            <div
              key={banner.id}
              className="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.banners.slide", { current: index + 1, total: count })}
              aria-hidden={hidden || undefined}
            >
              {banner.link ? (
                <a
                  className="banner-slide__link"
                  href={external ? banner.link : to(banner.link)}
                  tabIndex={hidden ? -1 : undefined}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {content}
                </a>
              ) : (
                <div className="banner-slide__link">{content}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="banner-carousel__controls">
          <button type="button" className="banner-carousel__step" onClick={() => goTo(current - 1)} aria-label={t("home.banners.previous")}>
            <span className="chevron chevron--back" aria-hidden="true" />
          </button>
          <ul className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className="banner-carousel__dot"
                  aria-label={t("home.banners.goTo", { index: index + 1 })}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="banner-carousel__step" onClick={() => goTo(current + 1)} aria-label={t("home.banners.next")}>
            <span className="chevron chevron--forward" aria-hidden="true" />
          </button>
          {hydrated && !reduced ? (
            <button type="button" className="banner-carousel__step" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t("home.banners.play") : t("home.banners.pause")}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                {stopped ? <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
