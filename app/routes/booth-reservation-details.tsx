import { PageIntro } from "~/components/page-intro";
import { BookingShowFacts, BoothTypeList, UnknownShow } from "~/features/booth-reservations/booking-ui";
import { loadBoothDetails } from "~/features/booth-reservations/reservation.server";
import { useTranslation } from "~/i18n/react";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-details";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBoothDetails(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function BoothReservationDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { booking } = loaderData;
  return (
    <PageIntro pageKey="boothReservationDetails">
      {booking ? (
        <>
          <BookingShowFacts show={booking.show} />
          <section aria-labelledby="booth-types-title">
            <h2 id="booth-types-title">{t("booths.details.typesHeading")}</h2>
            <p className="booth-types__lead">{t("booths.details.typesLead")}</p>
            <BoothTypeList show={booking.show} types={booking.types} />
          </section>
        </>
      ) : (
        <UnknownShow />
      )}
    </PageIntro>
  );
}
