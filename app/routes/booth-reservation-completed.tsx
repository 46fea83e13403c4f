import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { loadReservationCompleted } from "~/features/booth-reservations/reservation.server";
import "~/features/booth-reservations/booth-reservations.css";
import "~/features/info/info.css";
import { FormSuccess } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-completed";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReservationCompleted(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

type Reservation = NonNullable<Route.ComponentProps["loaderData"]["reservation"]>;

/** Who was told of the booking, as the content service recorded it; nothing is claimed for older bookings. */
function OrganizerNotice({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const reach = { email: reservation.email, phone: reservation.phone, organizer: reservation.organizer };
  if (reservation.notice === "owners") return <p>{t("booths.completed.toOwners", reach)}</p>;
  if (reservation.notice === "contact") return <p>{t("booths.completed.toContact", reach)}</p>;
  if (reservation.notice === "team") return <p>{t(reservation.organizer ? "booths.completed.toTeam" : "booths.completed.toTeamNoOrganizer", reach)}</p>;
  return null;
}

export default function BoothReservationCompletedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { reservation } = loaderData;
  return (
    <PageIntro pageKey="boothReservationCompleted">
      <div className="panel">
        {reservation ? (
          <FormSuccess title={t("booths.completed.reference")}>
            <p className="reference">{reservation.reference}</p>
            <p>
              {reservation.booths
                ? t("booths.completed.summaryBooths", { numbers: reservation.booths, show: reservation.show })
                : t("booths.completed.summary", { type: reservation.type, count: reservation.count, show: reservation.show })}
            </p>
            <OrganizerNotice reservation={reservation} />
            {reservation.notice ? <p>{t("booths.completed.confirmation", { email: reservation.confirmationTo })}</p> : null}
            <p>
              <Link to={to(pagePath("myQuotation"))}>{t("booths.completed.mine")}</Link>
            </p>
          </FormSuccess>
        ) : (
          <p role="status">{t("booths.completed.notFound")}</p>
        )}
        <p>
          <Link className="button" to={to(pagePath("boothReservationList"))}>
            {t("booths.completed.another")}
          </Link>
        </p>
      </div>
    </PageIntro>
  );
}
