import { dueReminder, reminderWindow, type ReminderDays } from "../../app/domain/return-mails";
import { eventCalendar } from "../../app/lib/ics";
import type { MailEnv } from "../mail/env";
import { claimWithMail, newMail } from "../mail/mail-producer";
import { showReminderMail } from "../mail/return-mails";
import { sitePath } from "../mail/site-links";
import { SHOW_TABLES, type ShowCollection, showColumns, showEvent, showFacts, type ShowRow } from "./show-facts";
import { portalNow } from "../../app/domain/clock";

/** Reminders queued per collection and run: the cron runs every 15 minutes, so a busy day drains over a few runs. */
const BATCH = 100;

interface SavedShow extends ShowRow {
  user_id: number;
  email: string;
  username: string;
  first_name: string | null;
  locale: string | null;
}

/**
 * The cron's pass over saved shows and events still ahead (app/domain/return-mails.ts): each member who saved one
 * gets a reminder 7 days and 1 day before it opens, in their language, with its `.ics`. Each reminder is claimed
 * in `show_reminders` in the batch that writes its mail to the outbox, so a second run, or two at once, sends it
 * once. `now` is a parameter so tests can move the clock.
 */
export async function remindSavedShows(env: MailEnv, now = portalNow()): Promise<void> {
  for (const collection of Object.keys(SHOW_TABLES) as ShowCollection[]) await remindCollection(env, collection, now);
}

async function remindCollection(env: MailEnv, collection: ShowCollection, now: Date): Promise<void> {
  const { from, to } = reminderWindow(now);
  // The reminder a show in the window is due for: the 1-day one opening tomorrow, else the 7-day one.
  const { results } = await env.DB.prepare(
    `SELECT b.user_id, u.email, u.username, u.first_name, u.locale, ${showColumns(collection)}
     FROM bookmarks b
     JOIN up_users u ON u.id = b.user_id AND u.confirmed = 1 AND u.blocked = 0
     JOIN ${SHOW_TABLES[collection].table} s ON s.id = b.item_id AND s.published_at IS NOT NULL
     LEFT JOIN venues v ON v.id = s.venue_id AND v.published_at IS NOT NULL
     WHERE b.collection = ?1 AND s.start_date BETWEEN ?2 AND ?3
       AND NOT EXISTS (SELECT 1 FROM show_reminders r WHERE r.user_id = b.user_id AND r.collection = ?1 AND r.item_id = b.item_id
                       AND r.days_before = CASE WHEN s.start_date = ?2 THEN 1 ELSE 7 END)
     GROUP BY b.user_id, s.id
     ORDER BY s.start_date, b.user_id
     LIMIT ?4`,
  )
    .bind(collection, from, to, BATCH)
    .all<SavedShow>();
  for (const row of results) {
    const days = dueReminder(row.start_date, now);
    if (days) await remind(env, collection, row, days, now);
  }
}

/** Claims the reminder and writes its mail with the claim, in one batch: a run that loses the claim writes no mail. */
async function remind(env: MailEnv, collection: ShowCollection, row: SavedShow, days: ReminderDays, now: Date): Promise<void> {
  const en = row.locale === "en";
  const facts = showFacts(env, collection, row, en);
  const ics = eventCalendar(showEvent(collection, row, facts), now);
  const mail = showReminderMail(
    facts,
    { email: row.email, name: row.first_name || row.username, en },
    days,
    sitePath(env, row.locale, "bookmark"),
    ics,
    `${row.slug ?? `${collection}-${row.show_id}`}.ics`,
  );
  const claim = env.DB.prepare("INSERT INTO show_reminders (user_id, collection, item_id, days_before, sent_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING").bind(
    row.user_id,
    collection,
    row.show_id,
    days,
    now.toISOString(),
  );
  await claimWithMail(env, claim, [newMail(mail)]);
}
