import { type Listing, listingOfQuotationTable, quotationReference } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailerFor } from "./mail-producer";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { Later, MarketFacts } from "./market-facts";

/**
 * The quotation mails, sent by the content service like the account mails (the real mailer, or the D1 outbox
 * locally): a new request goes to every owner of the listing, in the owner's language; an answer goes to the
 * member who asked, in the language they asked in. Mail is sent after the answer (the write is already
 * stored), and a failing mailer never undoes a write.
 */

/** The listing's name in the reader's language (Thai when it has no English). */
async function listingName(facts: MarketFacts, kind: Listing, listingId: number, en: boolean): Promise<string> {
  const row = await facts.listing(kind, listingId);
  return (en ? row?.en || row?.th : row?.th) ?? "";
}

export const greeting = (en: boolean, name: string) => (en ? `Hello ${name},` : `สวัสดีคุณ${name}`);

async function newRequestMails(env: MailEnv, facts: MarketFacts, kind: Listing, row: Row): Promise<MailMessage[]> {
  const listingId = Number(row[`${kind.kind}_id`]);
  const ref = quotationReference(kind.kind, row.id);
  const event = String(row[kind.eventField] ?? "");
  const from = [row.contact_name, row.company_name].filter(Boolean).join(", ");
  const owners = await facts.owners(kind, listingId);
  return Promise.all(
    owners.map(async (owner) => {
      const en = owner.locale === "en";
      const listing = await listingName(facts, kind, listingId, en);
      const link = sitePath(env, owner.locale, LISTING_PAGES[kind.kind].inbox, { query: { id: String(row.id) } });
      return {
        kind: "quotation-received",
        to: owner.email,
        replyTo: String(row.email),
        subject: en ? `New quotation request ${ref}: ${event}` : `คำขอใบเสนอราคาใหม่ ${ref}: ${event}`,
        text: [
          greeting(en, owner.first_name || owner.username),
          "",
          en ? `${from} has asked ${listing} for a quotation (${ref}) for "${event}".` : `${from} ส่งคำขอใบเสนอราคา (${ref}) ถึง ${listing} สำหรับงาน "${event}"`,
          en ? "Read and answer it in your inbox:" : "อ่านและตอบคำขอได้ที่กล่องคำขอของคุณ",
          link,
          "",
          en ? "You receive this because your account runs this listing on ExpoLink." : "คุณได้รับอีเมลนี้เพราะบัญชีของคุณดูแลรายการนี้บน ExpoLink",
        ].join("\n"),
      } satisfies MailMessage;
    }),
  );
}

async function answeredMail(env: MailEnv, facts: MarketFacts, kind: Listing, row: Row): Promise<MailMessage | null> {
  const member = typeof row.user_id === "number" ? await facts.member(row.user_id) : null;
  if (!member) return null;
  const en = row.locale === "en";
  const ref = quotationReference(kind.kind, row.id);
  const listing = await listingName(facts, kind, Number(row[`${kind.kind}_id`]), en);
  return {
    kind: "quotation-answered",
    to: member.email,
    subject: en ? `${listing} answered your quotation request ${ref}` : `${listing} ตอบคำขอใบเสนอราคา ${ref} ของคุณแล้ว`,
    text: [
      greeting(en, member.first_name || member.username),
      "",
      en ? `${listing} answered your request for "${String(row[kind.eventField] ?? "")}":` : `${listing} ตอบคำขอสำหรับงาน "${String(row[kind.eventField] ?? "")}" ของคุณแล้ว`,
      "",
      String(row.answer ?? ""),
      "",
      en ? "See all your requests and their status:" : "ดูคำขอทั้งหมดและสถานะได้ที่",
      sitePath(env, row.locale, "myQuotation"),
    ].join("\n"),
  };
}

/** After a write to a quotation collection: a new row mails the owners, a move to `answered` mails the member. */
export function quotationMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null, later: Later): Promise<void> {
  const kind = listingOfQuotationTable(collection.table);
  if (!kind || !after) return Promise.resolve();
  if (!before) {
    return later("quotation mail", async () => {
      const mailer = mailerFor(env);
      for (const mail of await newRequestMails(env, facts, kind, after)) await mailer.send(mail);
    });
  }
  if (after.quotation_status === "answered" && before.quotation_status !== "answered") {
    return later("quotation mail", async () => {
      const mail = await answeredMail(env, facts, kind, after);
      if (mail) await mailerFor(env).send(mail);
    });
  }
  return Promise.resolve();
}
