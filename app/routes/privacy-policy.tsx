import { PolicyPage } from "~/features/info/policy-page";
import { loadPolicy } from "~/features/info/policy.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicy(request, context, "privacyPolicy");
}

export const meta: Route.MetaFunction = seoMeta;

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PolicyPage data={loaderData} pageKey="privacyPolicy" />;
}
