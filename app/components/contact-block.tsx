import { useTranslation } from "~/i18n/react";
import { languageOf } from "~/lib/text-language";
import type { Contactor } from "~/model/entities";

/**
 * A company's Contact section: phone (plus a fax line), email, website and Facebook links named by
 * their `name`; 'no contact details' when the phone is missing.
 */
export function ContactBlock({ contactor, headingId, heading }: { contactor: Contactor | null; headingId: string; heading: string }) {
  const { t } = useTranslation();
  return (
    <section className="contact-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-block__title">
        {heading}
      </h2>
      <ul className="contact-block__list">
        <li>
          <span className="contact-block__label">{t("contact.phone")}</span>
          {contactor?.phone ? <a href={`tel:${contactor.phone.replace(/[^\d+]/g, "")}`}>{contactor.phone}</a> : <span>{t("contact.noContact")}</span>}
        </li>
        {contactor?.flag ? (
          <li>
            <span className="contact-block__label">{t("contact.fax")}</span>
            <span>{contactor.flag}</span>
          </li>
        ) : null}
        {contactor?.email ? (
          <li>
            <span className="contact-block__label">{t("contact.email")}</span>
            <a href={`mailto:${contactor.email}`}>{contactor.email}</a>
          </li>
        ) : null}
        {contactor?.website?.url ? (
          <li>
            <span className="contact-block__label">{t("contact.website")}</span>
            <a href={contactor.website.url} target="_blank" rel="noopener noreferrer">
              {contactor.website.name || contactor.website.url}
            </a>
          </li>
        ) : null}
        {contactor?.facebook?.url ? (
          <li>
            <span className="contact-block__label">Facebook</span>
            <a href={contactor.facebook.url} target="_blank" rel="noopener noreferrer" lang={languageOf(contactor.facebook.name)}>
              {contactor.facebook.name || "Facebook"}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
