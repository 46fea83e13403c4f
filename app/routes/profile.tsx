import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/profile";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "profile") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ProfilePage() {
  return <PageIntro pageKey="profile" />;
}
