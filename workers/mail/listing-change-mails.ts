import { LISTING_KINDS, LISTINGS, type Listing } from "../../app/domain/listings";
import { listingChangeReference } from "../../app/domain/references";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { MailEnv } from "./env";
import type { MarketFacts } from "./market-facts";
import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import { sitePath, siteUrl } from "./site-links";
import { listingEditPath } from "../../app/lib/listing-edit-paths";
import { teamAddress } from "./team-mail";

/**
 * The mails of a company's change to its own listing (docs/decisions/060): the site team hears of each new one
 * (at most LISTING_CHANGES_PER_DAY a listing), and the owner who sent it hears the team's decision, in the
 * language they edited in.
 */
const PLURAL = "listing-changes";

const changedListing = (row: Row): { kind: Listing; id: number } | null => {
  const kind = LISTING_KINDS.find((k) => typeof row[`${k}_id`] === "number");
  return kind ? { kind: LISTINGS[kind], id: row[`${kind}_id`] as number } : null;
};

/** The row's `changes`: D1 keeps the JSON as text, a Strapi webhook sends it parsed. */
function changesOf(row: Row): Record<string, unknown> {
  if (typeof row.changes === "object" && row.changes !== null) return row.changes as Record<string, unknown>;
  try {
    return JSON.parse(String(row.changes ?? "{}")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const changedNames = (row: Row) => Object.keys(changesOf(row));

/** A new show's name in the member's language (Thai when it has no English one). */
function showName(row: Row, en: boolean): string {
  const show = (changesOf(row).show ?? {}) as Record<string, unknown>;
  return String((en && show.name_en) || show.name || "");
}

const isNewShow = (row: Row) => row.change_kind === "new-show";

async function teamMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage | null> {
  const listing = changedListing(row);
  if (!listing) return null;
  const name = (await facts.listing(listing.kind, listing.id))?.th ?? `#${listing.id}`;
  const ref = listingChangeReference(row.id);
  const base = (env.SITE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
  const booths = changesOf(row).booths;
  const asks = isNewShow(row)
    ? `${listing.kind.kind} ${name} (id ${listing.id}) sends a new show, ${showName(row, false)}, with ${Array.isArray(booths) ? booths.length : 0} booth types`
    : `${listing.kind.kind} ${name} (id ${listing.id}) asks to change: ${changedNames(row).join(", ")}`;
  return {
    kind: "listing-change",
    to: teamAddress(env),
    subject: isNewShow(row) ? `[new show ${ref}] ${showName(row, false)} by ${name}` : `[listing edit ${ref}] ${name}`,
    text: [asks, `Member id: ${String(row.user_id ?? "")}`, "", `Review it: ${base}/admin/changes`].join("\n"),
  };
}

async function decisionMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage | null> {
  const listing = changedListing(row);
  const member = typeof row.user_id === "number" ? await facts.member(row.user_id) : null;
  if (!listing || !member) return null;
  const t = mailT(row.locale);
  const known = await facts.listing(listing.kind, listing.id);
  const name = (row.locale === "en" ? known?.en || known?.th : known?.th) || `#${listing.id}`;
  const ref = listingChangeReference(row.id);
  const hello = t("greeting", { name: member.first_name || member.username });
  if (isNewShow(row)) return newShowDecisionMail(env, row, member.email, hello);
  if (row.change_status === "approved") {
    return {
      kind: "listing-change-approved",
      to: member.email,
      subject: t("listingChanges.approved.subject", { listing: name, ref }),
      text: [hello, "", t("listingChanges.approved.lead", { ref, listing: name }), sitePath(env, row.locale, LISTING_PAGES[listing.kind.kind].detail, { id: known?.slug || listing.id })].join("\n"),
    };
  }
  return {
    kind: "listing-change-declined",
    to: member.email,
    subject: t("listingChanges.declined.subject", { listing: name, ref }),
    text: [
      hello,
      "",
      t("listingChanges.declined.lead", { ref, listing: name }),
      "",
      String(row.decline_reason ?? ""),
      "",
      t("listingChanges.declined.again"),
      siteUrl(env, row.locale, listingEditPath(listing.kind.kind, listing.id)),
    ].join("\n"),
  };
}

/** The organizer's mail once the team decided its new show: where to find it, or why not and where to send it again. */
function newShowDecisionMail(env: MailEnv, row: Row, to: string, hello: string): MailMessage {
  const t = mailT(row.locale);
  const show = showName(row, row.locale === "en");
  const ref = listingChangeReference(row.id);
  if (row.change_status === "approved") {
    return {
      kind: "new-show-approved",
      to,
      subject: t("listingChanges.showApproved.subject", { show, ref }),
      text: [hello, "", t("listingChanges.showApproved.lead", { show, ref }), sitePath(env, row.locale, "myListings")].join("\n"),
    };
  }
  return {
    kind: "new-show-declined",
    to,
    subject: t("listingChanges.showDeclined.subject", { show, ref }),
    text: [hello, "", t("listingChanges.showDeclined.lead", { show, ref }), "", String(row.decline_reason ?? ""), "", t("listingChanges.showDeclined.again"), sitePath(env, row.locale, "showNew")].join("\n"),
  };
}

/** A new change tells the site team; its first decision tells the owner who sent it. */
export async function listingChangeMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null): Promise<MailMessage[]> {
  if (collection.plural !== PLURAL || !after) return [];
  const mail = !before
    ? await teamMail(env, facts, after)
    : before.change_status === "waiting" && (after.change_status === "approved" || after.change_status === "declined")
      ? await decisionMail(env, facts, after)
      : null;
  return mail ? [mail] : [];
}
