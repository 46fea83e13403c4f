import { pruneOutbox, takeOverdue } from "../../app/shared-store/outbox.server";
import type { ContentEnv } from "../content/env";
import { composeLeftWrite } from "../content/write-mail";
import { dispatchMail } from "../mail/mail-producer";

/**
 * The cron's pass over the outbox (docs/decisions/053): a write event nobody composed (the Worker died after the
 * write's batch) is composed now; mail overdue by a few minutes (its queue send failed, or the consumer that
 * claimed it died) is handed to the queue again. Each row taken is due again only minutes later, so a second pass
 * hands nothing twice, and the consumer's claim absorbs a mail handed over twice. Then delivered mail loses its
 * words after a month. `now` is a parameter so tests can move the clock.
 */
export async function passOverOutbox(env: ContentEnv, now = new Date()): Promise<void> {
  for (const event of await takeOverdue(env.DB, "write", now)) {
    await composeLeftWrite(env, event, now).catch((error: unknown) => console.error(`write event ${event.id} not composed`, error));
  }
  const overdue = await takeOverdue(env.DB, "mail", now);
  await dispatchMail(env, overdue.map((row) => row.id), now);
  await pruneOutbox(env.DB, now);
}
