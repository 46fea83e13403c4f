import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/components/dialog";
import { RichText } from "~/components/rich-text";
import { useLocalizePath } from "~/components/use-locale";
import { imagePath } from "~/content/localized";
import type { SeedImageValue } from "~/model/entities";
import type { ImageValue } from "~/model/types";

export interface SitePopupData {
  id: number;
  title: string;
  bodyHtml: string;
  image: ImageValue | SeedImageValue;
  link: string | null;
  cta: string;
}

/**
 * The site pop-up's dialog, loaded on demand by SitePopup when the pop-up is due. `onShown` runs once it is on
 * screen (the Dialog's own effect, which opens it, runs first).
 */
export default function SitePopupDialog({ popup, onClose, onShown }: { popup: SitePopupData; onClose: () => void; onShown: () => void }) {
  const { t } = useTranslation();
  // Once, when it first shows.
  useEffect(() => onShown(), []);
  const to = useLocalizePath();
  const src = imagePath(popup.image);
  const size = popup.image && typeof popup.image === "object" && "width" in popup.image ? (popup.image as SeedImageValue) : undefined;
  const external = popup.link ? /^https?:/i.test(popup.link) : false;

  return (
    <Dialog open onClose={onClose} labelledBy="site-popup-title" className="site-popup">
      <p className="info-popup__kind">{t("home.sitePopup.label")}</p>
      {src ? <img className="site-popup__image" src={src} alt="" width={size?.width ?? 800} height={size?.height ?? 800} /> : null}
      <h2 id="site-popup-title">{popup.title}</h2>
      <RichText html={popup.bodyHtml} />
      {popup.link ? (
        <p className="site-popup__actions">
          <a
            className="button button--accent"
            href={external ? popup.link : to(popup.link)}
            onClick={onClose}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {popup.cta || t("home.banners.readMore")}
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
