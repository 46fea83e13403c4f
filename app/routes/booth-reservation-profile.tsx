import type { ShouldRevalidateFunction } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { BookingShowFacts, HoldLost, UnknownShow } from "~/features/booth-reservations/booking-ui";
import { ReservationForm } from "~/features/booth-reservations/reservation-form-ui";
import { loadReservationProfile, type ReservationAnswer, submitReservation } from "~/features/booth-reservations/reservation.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-profile";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReservationProfile(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitReservation(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

/** After a refused submission too: the booths left may have changed (the type the member wanted sold out). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export default function BoothReservationProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, held, prefill, botCheck, limits } = loaderData;
  return (
    <PageIntro pageKey="boothReservationProfile">
      {booking ? (
        <div className="booking-layout">
          <BookingShowFacts show={booking.show} />
          {booking.show.plan && !held ? (
            <HoldLost show={booking.show} />
          ) : (
            <ReservationForm types={booking.types} prefill={prefill} answer={actionData as ReservationAnswer | undefined} botCheck={botCheck} limits={limits} held={held} />
          )}
        </div>
      ) : (
        <UnknownShow />
      )}
    </PageIntro>
  );
}

