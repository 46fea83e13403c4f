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
import { listingEditPath, showEditPath } from "../../app/lib/listing-edit-paths";
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

/** The show's name in the member's language (Thai when it has no English one): a new show's own, an edit's label. */
function showName(row: Row, en: boolean): string {
  const changes = changesOf(row);
  const show = (changes.show ?? {}) as Record<string, unknown>;
  const label = (changes.label ?? {}) as Record<string, unknown>;
  return String((en && (label.en || show.name_en)) || label.th || show.name || "");
}

const isNewShow = (row: Row) => row.change_kind === "new-show";
const isShowEdit = (row: Row) => row.change_kind === "show-edit";

async function teamMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage | null> {
  const listing = changedListing(row);
  if (!listing) return null;
  const name = (await facts.listing(listing.kind, listing.id))?.th ?? `#${listing.id}`;
  const ref = listingChangeReference(row.id);
  const base = (env.SITE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
  const booths = changesOf(row).booths;
  const asks = isNewShow(row)
    ? `${listing.kind.kind} ${name} (id ${listing.id}) sends a new show, ${showName(row, false)}, with ${Array.isArray(booths) ? booths.length : 0} booth types`
    : isShowEdit(row)
      ? `${listing.kind.kind} ${name} (id ${listing.id}) asks to change its show ${showName(row, false)} (id ${String(row.trade_show_id ?? "")})`
      : `${listing.kind.kind} ${name} (id ${listing.id}) asks to change: ${changedNames(row).join(", ")}`;
  const subject = isNewShow(row) ? `[new show ${ref}] ${showName(row, false)} by ${name}` : isShowEdit(row) ? `[show edit ${ref}] ${showName(row, false)} by ${name}` : `[listing edit ${ref}] ${name}`;
  return {
    kind: "listing-change",
    to: teamAddress(env),
    subject,
    text: [asks, `Member id: ${String(row.user_id ?? "")}`, "", `Review it: ${base}/admin/changes`].join("\n"),
  };
}

/** The words of a decision mail: a listing's or a show edit's, or a new show's. */
type DecisionWords = { approved: "listingChanges.approved" | "listingChanges.showApproved"; declined: "listingChanges.declined" | "listingChanges.showDeclined" };
const EDIT_WORDS: DecisionWords = { approved: "listingChanges.approved", declined: "listingChanges.declined" };
const NEW_SHOW_WORDS: DecisionWords = { approved: "listingChanges.showApproved", declined: "listingChanges.showDeclined" };

/** Approved: where it is live now. Declined: the team's reason and where to edit and send it again. */
function decided(row: Row, to: string, hello: string, kind: string, words: DecisionWords, name: string, links: { live: string; again: string }): MailMessage {
  const t = mailT(row.locale);
  const values = { listing: name, show: name, ref: listingChangeReference(row.id) };
  if (row.change_status === "approved") {
    return { kind: `${kind}-approved`, to, subject: t(`${words.approved}.subject`, values), text: [hello, "", t(`${words.approved}.lead`, values), links.live].join("\n") };
  }
  return {
    kind: `${kind}-declined`,
    to,
    subject: t(`${words.declined}.subject`, values),
    text: [hello, "", t(`${words.declined}.lead`, values), "", String(row.decline_reason ?? ""), "", t(`${words.declined}.again`), links.again].join("\n"),
  };
}

/** The member's mail once the team decided their change, in the language they sent it in. */
async function decisionMail(env: MailEnv, facts: MarketFacts, row: Row): Promise<MailMessage | null> {
  const listing = changedListing(row);
  const member = typeof row.user_id === "number" ? await facts.member(row.user_id) : null;
  if (!listing || !member) return null;
  const hello = mailT(row.locale)("greeting", { name: member.first_name || member.username });
  const show = showName(row, row.locale === "en");
  const listings = sitePath(env, row.locale, "myListings");
  if (isNewShow(row)) return decided(row, member.email, hello, "new-show", NEW_SHOW_WORDS, show, { live: listings, again: sitePath(env, row.locale, "showNew") });
  if (isShowEdit(row)) return decided(row, member.email, hello, "show-edit", EDIT_WORDS, show, { live: listings, again: siteUrl(env, row.locale, showEditPath(Number(row.trade_show_id))) });
  const known = await facts.listing(listing.kind, listing.id);
  const name = (row.locale === "en" ? known?.en || known?.th : known?.th) || `#${listing.id}`;
  return decided(row, member.email, hello, "listing-change", EDIT_WORDS, name, {
    live: sitePath(env, row.locale, LISTING_PAGES[listing.kind.kind].detail, { id: known?.slug || listing.id }),
    again: siteUrl(env, row.locale, listingEditPath(listing.kind.kind, listing.id)),
  });
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
