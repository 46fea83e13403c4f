import { ContactPage } from "~/features/info/contact-page";
import { loadContact, sendContactMessage } from "~/features/info/contact.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContact(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} result={actionData} />;
}
