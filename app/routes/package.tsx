import { PackagePage } from "~/features/packages/package-page";
import { loadPackages, packageAction } from "~/features/packages/packages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/package";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPackages(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return packageAction(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function PackageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PackagePage data={loaderData} result={actionData} />;
}
