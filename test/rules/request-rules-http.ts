import type { ATTACHMENT_CASES, BoothCase, BoothReleaseCase, LeadCase, Outcome, SentRowCase } from "../../app/domain/request-rules.cases.ts";

/**
 * Runs the cases of app/domain/request-rules.cases.ts over a Strapi v4 REST API: the embedded service in the
 * Worker tests, the embedded service and a real Strapi in the parity test (scripts/test-strapi.ts).
 */

type Json = Record<string, any>;
export type Call = (path: string, init: RequestInit) => Promise<{ status: number; body: Json }>;
type Headers = Record<string, string>;

/**
 * The callers of the cases: the API token, the member who sends, and an owner of the venue the requests go to
 * and of the organizer of the booth show.
 */
export interface RuleCallers {
  token: Headers;
  sender: Headers;
  owner: Headers;
}

/** An answer the cases do not expect (a 403, a 500): kept whole so a table shows it. */
export type Answer = Outcome | { status: number; message: string };

const write = (method: string, headers: Headers, data: Json): RequestInit => ({
  method,
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify({ data }),
});

const request = (venue: number) => ({
  venue,
  event_name: "Rules fair",
  start_date: "2027-05-01",
  end_date: "2027-05-02",
  contact_name: "Rules",
  email: "rules@example.com",
  phone: "0812345678",
});

function answerOf(response: { status: number; body: Json }): Answer {
  const { status, body } = response;
  if (status === 200) {
    const attributes = body.data?.attributes ?? {};
    return { status, quotation_status: attributes.quotation_status, stamped: ["read_at", "answered_at"].filter((stamp) => attributes[stamp]) };
  }
  const path = body.error?.details?.errors?.[0]?.path;
  if (status === 400 && Array.isArray(path)) return { status, path: path.join(".") };
  return { status, message: String(body.error?.message ?? "") };
}

/** Sends a request to `venue`, brings it to the case's row with the API token, then writes as the case's actor. */
export async function sentRowAnswer(call: Call, callers: RuleCallers, venue: number, rule: SentRowCase): Promise<Answer> {
  const author = rule.actor === "both" ? callers.owner : callers.sender;
  const created = await call("/api/quotation-venues", write("POST", author, request(venue)));
  const id = created.body.data?.id;
  if (!id) return { status: created.status, message: `could not send: ${JSON.stringify(created.body.error ?? {})}` };
  const path = `/api/quotation-venues/${id}`;
  if (rule.row.quotation_status !== "sent") {
    const prepared = await call(path, write("PUT", callers.token, { quotation_status: rule.row.quotation_status, answer: rule.row.answer ?? null }));
    if (prepared.status !== 200) return { status: prepared.status, message: `could not prepare: ${JSON.stringify(prepared.body.error ?? {})}` };
  }
  return answerOf(await call(path, write("PUT", rule.actor === "sender" ? callers.sender : callers.owner, rule.input)));
}

/** A booth type to reserve: its id and its show's. */
export interface BoothTarget {
  id: number;
  trade_show: number;
}

/** Sets the booth type's stock with the API token, then the sender reserves the case's count. */
export async function boothAnswer(call: Call, callers: RuleCallers, target: BoothTarget, rule: BoothCase): Promise<BoothCase["expected"] | { status: number; message: string }> {
  const stocked = await call(`/api/booth-types/${target.id}`, write("PUT", callers.token, { quantity: rule.quantity, booths_reserved: rule.reserved }));
  if (stocked.status !== 200) return { status: stocked.status, message: `could not stock: ${JSON.stringify(stocked.body.error ?? {})}` };
  const reservation = { trade_show: target.trade_show, booth_type: target.id, booth_count: rule.count, contact_name: "Rules", email: "rules@example.com", phone: "0812345678" };
  const { status, body } = await call("/api/booth-reservations", write("POST", callers.sender, reservation));
  return status === 200 ? { status } : { status, message: String(body.error?.message ?? "") };
}

/** Reserves a booth, brings the reservation to the case's row with the API token, then the sender changes it. */
export async function boothReleaseAnswer(call: Call, callers: RuleCallers, target: BoothTarget, rule: BoothReleaseCase): Promise<BoothReleaseCase["expected"] | { status: number; message: string }> {
  await call(`/api/booth-types/${target.id}`, write("PUT", callers.token, { quantity: 10, booths_reserved: 0 }));
  const reservation = { trade_show: target.trade_show, booth_type: target.id, contact_name: "Rules", email: "rules@example.com", phone: "0812345678" };
  const reserved = await call("/api/booth-reservations", write("POST", callers.sender, reservation));
  const path = `/api/booth-reservations/${reserved.body.data?.id}`;
  const prepared = await call(path, write("PUT", callers.token, { quotation_status: rule.row.quotation_status, answer: rule.row.answer ?? null }));
  if (reserved.status !== 200 || prepared.status !== 200) return { status: prepared.status, message: `could not prepare: ${JSON.stringify(reserved.body.error ?? prepared.body.error ?? {})}` };
  const { status } = await call(path, write("PUT", callers.sender, rule.input));
  const stock = await call(`/api/booth-types/${target.id}`, { headers: callers.token });
  return { status: status as 200 | 400, released: stock.body.data?.attributes.booths_reserved === 0 };
}

/** The sender books a booth at the show, then the organizer's owner writes the case's input to its new lead. */
export async function leadAnswer(call: Call, callers: RuleCallers, target: BoothTarget, rule: LeadCase): Promise<LeadCase["expected"] | { status: number; message: string }> {
  await call(`/api/booth-types/${target.id}`, write("PUT", callers.token, { quantity: 10, booths_reserved: 0 }));
  const reservation = { trade_show: target.trade_show, booth_type: target.id, contact_name: "Rules", email: "rules@example.com", phone: "0812345678" };
  const reserved = await call("/api/booth-reservations", write("POST", callers.sender, reservation));
  const query = `filters[booth_reservation][id][$eq]=${reserved.body.data?.id}`;
  const lead = (await call(`/api/leads-from-reservations?${query}`, { headers: callers.owner })).body.data?.[0];
  if (!lead) return { status: reserved.status, message: `no lead for the owner: ${JSON.stringify(reserved.body.error ?? {})}` };
  const { status, body } = await call(`/api/leads-from-reservations/${lead.id}`, write("PUT", callers.owner, rule.input));
  if (status === 200) return { status, lead_status: body.data?.attributes?.lead_status };
  const path = body.error?.details?.errors?.[0]?.path;
  return status === 400 && Array.isArray(path) ? { status, path: path.join(".") } : { status, message: String(body.error?.message ?? "") };
}

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The sender uploads a PDF, attaches it to a request to `venue` if the case says so, then deletes the file. */
export async function attachmentAnswer(call: Call, callers: RuleCallers, venue: number, rule: (typeof ATTACHMENT_CASES)[number]): Promise<{ status: number }> {
  const form = new FormData();
  form.append("files", new File([PDF], "brief.pdf", { type: "application/pdf" }));
  const uploaded = await call("/api/upload", { method: "POST", headers: { authorization: callers.sender.authorization ?? "" }, body: form });
  const file = uploaded.body[0];
  if (!file) return { status: uploaded.status };
  if (rule.attached) {
    const attachment = { id: file.id, url: file.url, name: file.name, mime: file.mime, size: file.size };
    await call("/api/quotation-venues", write("POST", callers.sender, { ...request(venue), attachments: [attachment] }));
  }
  const { status } = await call(`/api/upload/files/${file.id}`, { method: "DELETE", headers: callers.sender });
  return { status };
}
