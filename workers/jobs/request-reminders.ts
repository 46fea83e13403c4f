import { type DeliveryChannel, isDeliveryChannel } from "../../app/domain/request-delivery";
import { LISTING_KINDS, LISTINGS, type Listing } from "../../app/domain/listings";
import { unopenedSteps } from "../../app/domain/working-days";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { receiversOf } from "../content/d1-facts";
import type { ContentEnv } from "../content/env";
import { factsOf, listingOf, requestTarget } from "../content/request-delivery";
import type { Row } from "../content/repository";
import { requireSchema } from "../content/schema";
import type { MailMessage } from "../mail/mail-message";
import { claimWithMail, newMail } from "../mail/mail-producer";
import { contactReminderMail, ownerReminderMail, teamForwardReminderMail, teamUnopenedMail } from "../mail/reminder-mails";
import { sitePath } from "../mail/site-links";
import { teamAddress } from "../mail/team-mail";

/** Requests looked at per kind and run: the cron runs every 15 minutes, so a backlog drains over a few runs. */
const BATCH = 50;
/** No request younger than this can be due (two working days are at least two days). */
const YOUNGEST_DUE_MS = 2 * 86_400_000;

interface Waiting extends Row {
  channel: string;
  address: string | null;
  link_id: string | null;
  link_revoked_at: string | null;
  reminded_at: string | null;
  team_told_at: string | null;
}

/**
 * The cron's pass over requests nobody has opened (still `sent`): after 2 working days the receiver gets one
 * reminder (the owners, the listing's published address, or the team that forwards it), after 5 the site team is
 * told (app/domain/working-days.ts). Each step is claimed in `request_deliveries` in the batch that writes its mail
 * to the outbox, so overlapping runs send it once and a claimed step always has its mail (docs/decisions/053).
 * `now` is a parameter so tests can move the clock.
 */
export async function remindUnopenedRequests(env: ContentEnv, now = new Date()): Promise<void> {
  for (const kind of LISTING_KINDS) await remindKind(env, LISTINGS[kind], now);
}

async function remindKind(env: ContentEnv, listing: Listing, now: Date): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT q.*, d.channel, d.address, d.link_id, d.link_revoked_at, d.reminded_at, d.team_told_at
     FROM ${listing.quotation.table} q JOIN request_deliveries d ON d.collection = ? AND d.request_id = q.id
     WHERE q.quotation_status = 'sent' AND (d.reminded_at IS NULL OR d.team_told_at IS NULL) AND q.created_at <= ?
     ORDER BY q.id LIMIT ?`,
  )
    .bind(listing.quotation.plural, new Date(now.getTime() - YOUNGEST_DUE_MS).toISOString(), BATCH)
    .all<Waiting>();
  for (const row of results) {
    const steps = unopenedSteps(new Date(String(row.created_at)), now);
    if (steps.remindReceiver && !row.reminded_at) await claimStep(env, listing, row, "reminded_at", now, await reminderMails(env, listing, row));
    if (steps.tellTeam && !row.team_told_at) await claimStep(env, listing, row, "team_told_at", now, await teamMails(env, listing, row));
  }
}

/** Claims a step and writes its mails with the claim, in one batch: a run that loses the claim writes no mail. */
async function claimStep(env: ContentEnv, listing: Listing, row: Waiting, step: "reminded_at" | "team_told_at", now: Date, mails: MailMessage[]): Promise<void> {
  const claim = env.DB.prepare(`UPDATE request_deliveries SET ${step} = ? WHERE collection = ? AND request_id = ? AND ${step} IS NULL`).bind(
    now.toISOString(),
    listing.quotation.plural,
    row.id,
  );
  await claimWithMail(env, claim, mails.map(newMail));
}

async function factsFor(env: ContentEnv, listing: Listing, row: Waiting) {
  const schema = requireSchema(listing.quotation.plural);
  const target = requestTarget(schema);
  const listed = target && (await listingOf(env.DB, target, row[`${listing.kind}_id`]));
  return target && listed ? factsOf(env, schema, target, row, listed, row.link_id ?? "") : null;
}

async function reminderMails(env: ContentEnv, listing: Listing, row: Waiting): Promise<MailMessage[]> {
  const facts = await factsFor(env, listing, row);
  if (!facts) return [];
  const channel: DeliveryChannel = isDeliveryChannel(row.channel) ? row.channel : "site-team";
  if (channel === "owners") {
    const owners = await receiversOf(env.DB, listing, row[`${listing.kind}_id`]);
    return owners.map((owner) =>
      ownerReminderMail(
        facts,
        { email: owner.email, name: owner.first_name || owner.username, en: owner.locale === "en" },
        sitePath(env, owner.locale, LISTING_PAGES[listing.kind].inbox, { query: { id: String(row.id) } }),
      ),
    );
  }
  // The team revoked the link because it reached the wrong hands: nobody is mailed the request with it again.
  if (row.link_revoked_at) return [];
  if (channel === "listing-contact" && row.address) return [contactReminderMail(facts, row.address)];
  return [teamForwardReminderMail(facts, teamAddress(env))];
}

async function teamMails(env: ContentEnv, listing: Listing, row: Waiting): Promise<MailMessage[]> {
  const facts = await factsFor(env, listing, row);
  if (!facts) return [];
  const toldWhom =
    row.channel === "owners" ? "the members who run the listing" : row.address ? `the listing's published address, ${row.address}` : "the site team";
  return [teamUnopenedMail(facts, teamAddress(env), toldWhom)];
}
