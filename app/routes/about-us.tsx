import { AboutPage } from "~/features/info/about-page";
import { loadAbout } from "~/features/info/about.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAbout(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
