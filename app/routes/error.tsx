import * as v from "valibot";
import { ErrorView } from "~/components/error-view";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/error";

const Status = v.pipe(v.string(), v.regex(/^\d{3}$/), v.transform(Number), v.minValue(400), v.maxValue(599));

/** `/error?status=404` shows the 404 view; any other or missing status shows the general view (default 500). */
export function loader({ request, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(Status, new URL(request.url).searchParams.get("status") ?? "");
  return { status: parsed.success ? parsed.output : 500, seo: pageSeo(request, context, "error") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="bare-page">
      <ErrorView status={loaderData.status} />
    </main>
  );
}
