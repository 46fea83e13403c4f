import { saveConsent } from "~/features/info/consent.server";
import { PolicyPage } from "~/features/info/policy-page";
import { loadPolicy } from "~/features/info/policy.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicy(request, context, "cookiePolicy");
}

/** The consent banner and the settings on this page post their choice here. */
export function action({ request }: Route.ActionArgs) {
  return saveConsent(request);
}

export const meta: Route.MetaFunction = seoMeta;

export default function CookiePolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PolicyPage data={loaderData} pageKey="cookiePolicy" />;
}
