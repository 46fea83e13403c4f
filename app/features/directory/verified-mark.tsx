import { Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";

/** A tick in a circle, drawn rather than typed so every font shows the same mark. */
function Tick() {
  return (
    <svg className="verified-mark__icon" aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M4.8 8.3 7 10.4l4.2-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Verified": the listing has an owner, so the company runs the page (docs/decisions/059). On a card the word
 * alone; on the listing's page with what it means and a link to the explanation on the about page.
 */
export function VerifiedMark({ detail = false }: { detail?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p className={`verified-mark${detail ? " verified-mark--detail" : ""}`}>
      <Tick />
      <strong>{t("directory.verified")}</strong>
      {detail ? (
        <>
          <span>{t("directory.verifiedHint")}</span>
          <Link to={`${to(pagePath("aboutUs"))}#verified`}>{t("directory.verifiedMore")}</Link>
        </>
      ) : null}
    </p>
  );
}
