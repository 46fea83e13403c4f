import { subscribersCsv } from "~/back-office/queues/subscribers";
import { allSubscribers } from "~/back-office/queues/subscribers.server";
import { documentPath } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffT } from "~/back-office/texts/staff-texts.server";
import type { Route } from "./+types/subscribers-csv";

/** The newsletter subscribers as a CSV file, headed in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const t = staffT(localeFromPath(documentPath(request.url)));
  const csv = subscribersCsv(await allSubscribers(request, context), {
    email: t("subscribers.email"),
    language: t("subscribers.language"),
    source: t("subscribers.source"),
    subscribed: t("subscribers.subscribed"),
  });
  return new Response(new TextEncoder().encode(csv), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="newsletter-subscribers.csv"` },
  });
}
