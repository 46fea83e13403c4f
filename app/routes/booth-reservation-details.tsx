import { PageIntro } from "~/components/page-intro";
import { BookingShowFacts, BoothTypeList, HoldRefused, PickOnPlan, UnknownShow } from "~/features/booth-reservations/booking-ui";
import { holdPickedBooths } from "~/features/booth-reservations/hold.server";
import { loadBoothDetails } from "~/features/booth-reservations/reservation.server";
import { useTranslation } from "~/i18n/react";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-details";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBoothDetails(request, context);
}

/** The floor plan's form: the picked booths are held, then the booking form opens. */
export function action({ request, context }: Route.ActionArgs) {
  return holdPickedBooths(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function BoothReservationDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { booking } = loaderData;
  const refusal = actionData?.refusal ?? null;
  return (
    <PageIntro pageKey="boothReservationDetails">
      {booking ? (
        <>
          <BookingShowFacts show={booking.show} />
          {refusal ? <HoldRefused show={booking.show} refusal={refusal} /> : null}
          {booking.show.plan ? <PickOnPlan show={booking.show} /> : null}
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
