import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import { type ContactMessage, contactMessageOf, type DeliveryState, deliveryState, mayResend } from "./contact-messages";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

const CONTACT_MESSAGES = "api/contact-messages";
export const MESSAGES_PAGE_SIZE = 25;

export type ListedMessage = ContactMessage & { state: DeliveryState };

async function withStates(context: Context, messages: ContactMessage[]): Promise<ListedMessage[]> {
  const ids = messages.flatMap((m) => (m.mailId ? [m.mailId] : []));
  const records = await portalStore(context.get(appContext).env).outbox.records(ids);
  return messages.map((m) => ({ ...m, state: deliveryState(m, m.mailId ? records.get(m.mailId) : undefined) }));
}

const withState = async (context: Context, entity: Entity): Promise<ListedMessage> => (await withStates(context, [contactMessageOf(entity)]))[0]!;

/** One page of contact messages, newest first, each with its mail's state; `search` matches email, name or subject. */
export async function contactMessages(request: Request, context: Context, page: number, search: string) {
  const filters = search ? { $or: ["email", "name", "subject"].map((field) => ({ [field]: { $containsi: search } })) } : {};
  const result = await contentClient(request, context, "server").query<{ data: Entity[]; meta: { pagination: { pageCount: number } } }>(CONTACT_MESSAGES, {
    filters,
    sort: ["createdAt:desc", "id:desc"],
    pagination: { page, pageSize: MESSAGES_PAGE_SIZE },
  });
  if (!result.ok) throw new Error(`contact messages not read: ${result.status}`);
  return { messages: await withStates(context, result.data.data.map(contactMessageOf)), pageCount: Math.max(1, result.data.meta.pagination.pageCount) };
}

/** What a resend came to: sent again; refused while the mail waits in the queue; or the message changed meanwhile (sent again already, or gone). */
export type ResendOutcome = "resent" | "waiting" | "changed";

/**
 * Sends a contact message to the site team again, under a new mail id (workers/content/routes/forms.ts), when
 * its mail is not waiting in the queue. `mail` is the mail id the editor's page showed: a second click on that
 * page sends nothing. Logged with the message and its state before, and its new mail after.
 */
export async function resendContactMessage(request: Request, context: Context, staff: StaffMember, id: number, mail: string): Promise<ResendOutcome> {
  const client = contentClient(request, context, "server");
  const found = await client.findOne<{ data: Entity }>(CONTACT_MESSAGES, id);
  if (!found.ok) return "changed";
  const before = await withState(context, found.data.data);
  if ((before.mailId ?? "") !== mail) return "changed";
  if (!mayResend(before.state)) return "waiting";
  const sent = await client.create<{ data: Entity }>(`${CONTACT_MESSAGES}/${id}/resend`, { data: { mail: before.mailId } });
  if (!sent.ok) {
    if (sent.status === 400 || sent.status === 404) return "changed";
    throw new Error(`contact message not sent again: ${sent.status}`);
  }
  const after = await withState(context, sent.data.data);
  await recordStaffWrite(context.get(appContext).env, { staff, action: "resend", target: { collection: "contact-messages", id }, before, after });
  return "resent";
}
