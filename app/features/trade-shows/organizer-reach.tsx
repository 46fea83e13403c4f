import { Link } from "react-router";
import { NewTabLink } from "~/components/new-tab-link";
import { useLocalizePath } from "~/components/use-locale";
import type { Contactor } from "~/model/entities";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";

/**
 * Where a show's booth box sends exhibitors to the organizer: who it is and how to reach them (phone, email, site),
 * in the box itself, so "contact the organizer" is never a dead end.
 */
export function OrganizerReach({ name, slug, contactor }: { name: string; slug: string; contactor: Contactor | null }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="booth-info__organizer">
      <p>
        {t("event.boothAskOrganizer")}{" "}
        <Link to={to(pagePath("organizerDetails", { id: slug }))}>{name}</Link>
      </p>
      {contactor?.phone || contactor?.email || contactor?.website?.url ? (
        <ul className="booth-info__reach">
          {contactor.phone ? (
            <li>
              {t("contact.phone")}: <a href={`tel:${contactor.phone.replace(/[^\d+]/g, "")}`}>{contactor.phone}</a>
            </li>
          ) : null}
          {contactor.email ? (
            <li>
              {t("contact.email")}: <a href={`mailto:${contactor.email}`}>{contactor.email}</a>
            </li>
          ) : null}
          {contactor.website?.url ? (
            <li>
              {t("contact.website")}: <NewTabLink href={contactor.website.url}>{contactor.website.name || contactor.website.url}</NewTabLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
