import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import { requireMember } from "~/features/account/guard.server";
import type { Route } from "./+types/booth-reservation-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return { seo: pageSeo(request, context, "boothReservationProfile") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function BoothReservationProfilePage() {
  return <PageIntro pageKey="boothReservationProfile" />;
}
