import { useTranslation } from "~/i18n/react";

/** A link to another site that opens in a new tab and says so to screen readers. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({t("common.opensInNewTab")})</span>
    </a>
  );
}
