import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/booth-reservation-details";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "boothReservationDetails") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function BoothReservationDetailsPage() {
  return <PageIntro pageKey="boothReservationDetails" />;
}
