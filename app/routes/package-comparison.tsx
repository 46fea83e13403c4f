import { PackageComparison } from "~/features/packages/package-comparison";
import { loadPackageComparison } from "~/features/packages/packages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/package-comparison";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPackageComparison(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function PackageComparisonRoute({ loaderData }: Route.ComponentProps) {
  return <PackageComparison data={loaderData} />;
}
