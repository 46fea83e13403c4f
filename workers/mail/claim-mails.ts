import { LISTING_KINDS, LISTINGS, type Listing } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { MarketFacts } from "./market-facts";

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
  const t = mailT(row.locale);
  const name = await listingName(facts, listing.kind, listing.id, row.locale === "en");
  const ref = String(row.reference ?? row.id);
  const hello = t("greeting", { name: member.first_name || member.username });
  if (row.claim_decision === "approved") {
    return {
      kind: "claim-approved",
      to: member.email,
      subject: t("claims.approved.subject", { listing: name, ref }),
      text: [hello, "", t("claims.approved.lead", { ref, listing: name }), sitePath(env, row.locale, LISTING_PAGES[listing.kind.kind].inbox)].join("\n"),
    };
  }
  return {
    kind: "claim-declined",
    to: member.email,
    subject: t("claims.declined.subject", { listing: name, ref }),
    text: [hello, "", t("claims.declined.lead", { ref, listing: name }), "", String(row.decline_reason ?? ""), "", t("claims.declined.reply")].join("\n"),
  };
}

/** The mails of a write to a contract form: a claim's first decision mails the member who sent it. */
export async function claimDecisionMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null): Promise<MailMessage[]> {
  if (collection.plural !== "contract-forms" || !before || !after) return [];
  if (after.request_kind !== "claim" || !after.claim_decision || before.claim_decision) return [];
  const mail = await decisionMail(env, facts, after);
  return mail ? [mail] : [];
}
