import { type Listing, listingOfQuotationTable, quotationReference } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { MarketFacts } from "./market-facts";

/**
 * The quotation mails: a new request goes to every owner of the listing, in the owner's language; an answer goes
 * to the member who asked, in the language they asked in. The caller writes them to the outbox (docs/decisions/053).
 */

/** The listing's name in the reader's language (Thai when it has no English). */
async function listingName(facts: MarketFacts, kind: Listing, listingId: number, en: boolean): Promise<string> {
  const row = await facts.listing(kind, listingId);
  return (en ? row?.en || row?.th : row?.th) ?? "";
}

async function newRequestMails(env: MailEnv, facts: MarketFacts, kind: Listing, row: Row): Promise<MailMessage[]> {
  const listingId = Number(row[`${kind.kind}_id`]);
  const ref = quotationReference(kind.kind, row.id);
  const event = String(row[kind.eventField] ?? "");
  const from = [row.contact_name, row.company_name].filter(Boolean).join(", ");
  const owners = await facts.owners(kind, listingId);
  return Promise.all(
    owners.map(async (owner) => {
      const t = mailT(owner.locale);
      const listing = await listingName(facts, kind, listingId, owner.locale === "en");
      const link = sitePath(env, owner.locale, LISTING_PAGES[kind.kind].inbox, { query: { id: String(row.id) } });
      return {
        kind: "quotation-received",
        to: owner.email,
        replyTo: String(row.email),
        subject: t("quotations.received.subject", { ref, event }),
        text: [
          t("greeting", { name: owner.first_name || owner.username }),
          "",
          t("quotations.received.asked", { from, listing, ref, event }),
          t("quotations.inbox"),
          link,
          "",
          t("quotations.received.why"),
        ].join("\n"),
      } satisfies MailMessage;
    }),
  );
}

async function answeredMail(env: MailEnv, facts: MarketFacts, kind: Listing, row: Row): Promise<MailMessage | null> {
  const member = typeof row.user_id === "number" ? await facts.member(row.user_id) : null;
  if (!member) return null;
  const t = mailT(row.locale);
  const ref = quotationReference(kind.kind, row.id);
  const listing = await listingName(facts, kind, Number(row[`${kind.kind}_id`]), row.locale === "en");
  return {
    kind: "quotation-answered",
    to: member.email,
    subject: t("quotations.answered.subject", { listing, ref }),
    text: [
      t("greeting", { name: member.first_name || member.username }),
      "",
      t("quotations.answered.lead", { listing, event: String(row[kind.eventField] ?? "") }),
      "",
      String(row.answer ?? ""),
      "",
      t("quotations.answered.all"),
      sitePath(env, row.locale, "myQuotation"),
    ].join("\n"),
  };
}

/** The mails of a write to a quotation collection: a new row mails the owners, a move to `answered` the member. */
export async function quotationMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null): Promise<MailMessage[]> {
  const kind = listingOfQuotationTable(collection.table);
  if (!kind || !after) return [];
  if (!before) return newRequestMails(env, facts, kind, after);
  if (after.quotation_status === "answered" && before.quotation_status !== "answered") {
    const mail = await answeredMail(env, facts, kind, after);
    return mail ? [mail] : [];
  }
  return [];
}
