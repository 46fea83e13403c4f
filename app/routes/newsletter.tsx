import { data } from "react-router";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageIntro } from "~/components/page-intro";
import { subscribeToNewsletter } from "~/server/newsletter.server";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "newsletter") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await subscribeToNewsletter(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = seoMeta;

/** Without JavaScript the footer form lands here and shows its result with the form kept. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="newsletter">
      <NewsletterForm result={actionData} />
    </PageIntro>
  );
}
