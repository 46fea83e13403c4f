import { LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { MarketFacts } from "./market-facts";

/** Where the site team reads what the public and members send it (the contact form's address). */
export const teamAddress = (env: MailEnv) => env.MAIL_CONTACT_TO || env.MAIL_FROM || "contact@localhost";

/** The listing a claim names: its kind and the label the team reads. */
const CLAIMED = LISTING_KINDS.map((kind) => ({ kind: LISTINGS[kind], column: `${kind}_id`, label: kind.charAt(0).toUpperCase() + kind.slice(1) }));

const line = (label: string, value: unknown) => (value === null || value === undefined || value === "" ? null : `${label}: ${String(value)}`);

/**
 * A new contract form (a package contract or a member's request to manage a listing) goes to the site team; the
 * names of its listing and package are read through `facts`, from D1 or from a remote Strapi (docs/decisions/037).
 */
export async function contractFormMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage> {
  const claim = row.request_kind === "claim";
  const listing = CLAIMED.find((l) => typeof row[l.column] === "number");
  const listingId = listing ? (row[listing.column] as number) : 0;
  const listingName = listing ? ((await facts.listing(listing.kind, listingId))?.th ?? `#${listingId}`) : "";
  const packageId = typeof row.package_id === "number" ? row.package_id : null;
  const packageName = packageId === null ? null : ((await facts.packageName(packageId)) ?? `#${packageId}`);
  const subjectOf = claim ? `[claim ${String(row.reference ?? row.id)}] ${listingName}` : `[contract ${String(row.reference ?? row.id)}] ${String(row.company_name)}`;
  const details = [
    line("Reference", row.reference),
    line("Kind", claim ? "request to manage a listing" : "package contract"),
    listing ? line(listing.label, `${listingName} (id ${String(listingId)})`) : null,
    line("Package", packageName === null ? null : `${packageName} (id ${String(packageId)})`),
    line("Company", row.company_name),
    line("Tax ID", row.tax_id),
    line("Address", row.address),
    line("Start", row.start_date),
    line("Billing periods", row.periods),
    line("Contact", row.contact_name),
    line("Email", row.email),
    line("Phone", row.phone),
    line("Member id", row.user_id),
    line("Language", row.locale),
    row.message ? `\n${String(row.message)}` : null,
  ].filter((l): l is string => l !== null);
  return {
    kind: claim ? "listing-claim" : "contract-form",
    to: teamAddress(env),
    replyTo: String(row.email),
    subject: subjectOf.trim(),
    text: details.join("\n"),
  };
}

/** The team's mail of a write to a contract form: only a new one mails it (a claim's decision mails the member). */
export async function contractFormMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row): Promise<MailMessage[]> {
  return collection.plural === "contract-forms" && !before ? [await contractFormMail(env, facts, after)] : [];
}
