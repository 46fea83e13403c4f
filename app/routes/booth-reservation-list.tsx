import { BoothReservationList } from "~/features/booth-reservations/booth-list";
import { loadBoothReservationList } from "~/features/booth-reservations/list.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBoothReservationList(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function BoothReservationListPage({ loaderData }: Route.ComponentProps) {
  return <BoothReservationList data={loaderData} />;
}
