import { LISTING_KINDS, LISTINGS, type Listing } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailerFor } from "./mail-producer";
import { greeting } from "./quotation-mails";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { Later, MarketFacts } from "./market-facts";

/** The listing a claim names, found by the relation column that is set. */
const claimedListing = (row: Row): { kind: Listing; id: number } | null => {
  const kind = LISTING_KINDS.find((k) => typeof row[`${k}_id`] === "number");
  return kind ? { kind: LISTINGS[kind], id: row[`${kind}_id`] as number } : null;
};

async function listingName(facts: MarketFacts, kind: Listing, id: number, en: boolean): Promise<string> {
  const row = await facts.listing(kind, id);
  return (en ? row?.en || row?.th : row?.th) || `#${id}`;
}

/** The member's mail once the site team approved or declined their claim, in the language they claimed in. */
async function decisionMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage | null> {
  const listing = claimedListing(row);
  const member = typeof row.user_id === "number" ? await facts.member(row.user_id) : null;
  if (!listing || !member) return null;
  const en = row.locale === "en";
  const name = await listingName(facts, listing.kind, listing.id, en);
  const ref = String(row.reference ?? row.id);
  const hello = greeting(en, member.first_name || member.username);
  if (row.claim_decision === "approved") {
    return {
      kind: "claim-approved",
      to: member.email,
      subject: en ? `You now manage ${name} on ExpoLink (${ref})` : `คุณดูแล ${name} บน ExpoLink ได้แล้ว (${ref})`,
      text: [
        hello,
        "",
        en
          ? `We have approved your request ${ref}: your account now runs ${name}. Quotation requests to it reach your inbox:`
          : `เราอนุมัติคำขอ ${ref} ของคุณแล้ว บัญชีของคุณดูแล ${name} ได้ตั้งแต่ตอนนี้ คำขอใบเสนอราคาที่ส่งถึงรายการนี้จะเข้ากล่องคำขอของคุณที่`,
        sitePath(env, row.locale, LISTING_PAGES[listing.kind.kind].inbox),
      ].join("\n"),
    };
  }
  return {
    kind: "claim-declined",
    to: member.email,
    subject: en ? `Your request to manage ${name} (${ref})` : `คำขอดูแล ${name} ของคุณ (${ref})`,
    text: [
      hello,
      "",
      en
        ? `We could not approve your request ${ref} to manage ${name}. The reason:`
        : `เราอนุมัติคำขอ ${ref} เพื่อดูแล ${name} ไม่ได้ ด้วยเหตุผลนี้`,
      "",
      String(row.decline_reason ?? ""),
      "",
      en ? "You are welcome to reply to this mail or to send a new request from the listing's page." : "หากมีข้อสงสัย ตอบกลับอีเมลนี้ได้เลย หรือส่งคำขอใหม่จากหน้าของรายการนั้น",
    ].join("\n"),
  };
}

/** After a write to a contract form: a claim's first decision mails the member who sent it. */
export function claimDecisionMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null, later: Later): Promise<void> {
  if (collection.plural !== "contract-forms" || !before || !after) return Promise.resolve();
  if (after.request_kind !== "claim" || !after.claim_decision || before.claim_decision) return Promise.resolve();
  return later("claim decision mail", async () => {
    const mail = await decisionMail(env, facts, after);
    if (mail) await mailerFor(env).send(mail);
  });
}
