import { loadHome } from "~/features/home/home.server";
import { HomePage } from "~/features/home/home-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
