import { LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import type { Row } from "../../app/model/columns";

/** Where the site team reads what the public and members send it (the contact form's address). */
export const teamAddress = (env: MailEnv) => env.MAIL_CONTACT_TO || env.MAIL_FROM || "contact@localhost";

/** The listing a claim names: its relation column, table, name column and the label the team reads. */
const CLAIMED = LISTING_KINDS.map((kind) => ({
  column: `${kind}_id`,
  table: LISTINGS[kind].table,
  name: LISTINGS[kind].nameField,
  label: kind.charAt(0).toUpperCase() + kind.slice(1),
}));

async function nameOf(db: D1Database, table: string, column: string, id: unknown): Promise<string> {
  if (typeof id !== "number") return "";
  const row = await db.prepare(`SELECT ${column} AS name FROM ${table} WHERE id = ?`).bind(id).first<{ name: string }>();
  return row?.name ?? `#${id}`;
}

const line = (label: string, value: unknown) => (value === null || value === undefined || value === "" ? null : `${label}: ${String(value)}`);

/** A new contract form (a package contract or a member's request to manage a listing) goes to the site team. */
export async function contractFormMail(env: MailEnv, row: Row): Promise<MailMessage> {
  const claim = row.request_kind === "claim";
  const listing = CLAIMED.find((l) => typeof row[l.column] === "number");
  const subjectOf = claim
    ? `[claim ${String(row.reference ?? row.id)}] ${listing ? await nameOf(env.DB, listing.table, listing.name, row[listing.column]) : ""}`
    : `[contract ${String(row.reference ?? row.id)}] ${String(row.company_name)}`;
  const details = [
    line("Reference", row.reference),
    line("Kind", claim ? "request to manage a listing" : "package contract"),
    listing ? line(listing.label, `${await nameOf(env.DB, listing.table, listing.name, row[listing.column])} (id ${String(row[listing.column])})`) : null,
    line("Package", row.package_id ? `${await nameOf(env.DB, "packages", "name", row.package_id)} (id ${String(row.package_id)})` : null),
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
