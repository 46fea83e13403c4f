import { collectionByPlural } from "../../app/model/model";
import type { Row } from "../content/repository";
import { batchWithMail, eventMail } from "../mail/mail-producer";
import { welcomeMail } from "../mail/newsletter-mail";

const SUBSCRIPTIONS = "email-subscriptions";

/**
 * Behind a remote Strapi, a newsletter sign-up that passes through the portal gets the welcome mail the embedded
 * service sends after its write, in the subscriber's language (docs/decisions/069). Called before the create is
 * forwarded; the returned function runs once Strapi stored it, and writes the mail under an id that derives from
 * Strapi's row, so one subscription is welcomed once. A failure is logged and never fails the sign-up.
 */
export function beforeNewsletterSignUp(env: Env, request: Request): ((answer: Response) => Promise<void>) | null {
  const url = new URL(request.url);
  if (!env.CONTENT_API_URL || request.method !== "POST" || url.pathname.replace(/\/+$/, "") !== `/api/${SUBSCRIPTIONS}`) return null;
  return async (answer) => {
    try {
      const { data } = (await answer.clone().json()) as { data?: { id?: unknown; attributes?: Row } };
      if (typeof data?.id !== "number") return;
      const message = welcomeMail(collectionByPlural(SUBSCRIPTIONS)!, null, { ...data.attributes, id: data.id });
      if (message) await batchWithMail(env, [], [await eventMail(`strapi:${SUBSCRIPTIONS}:${data.id}`, message)]);
    } catch (error) {
      console.error("newsletter welcome behind Strapi", error);
    }
  };
}
