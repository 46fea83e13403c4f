import { addressKey, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "../lib/mail-preferences";

/**
 * Who stopped which kind of optional mail (`mail_unsubscribes`, by the digest of the address): read by the
 * profile's switches and written by them and the unsubscribe page. The mail queue reads the same table when it
 * delivers (workers/mail/optional-mail.ts).
 */
export async function mailChoices(db: D1Database, email: string): Promise<Record<OptionalMailKind, boolean>> {
  const { results } = await db.prepare("SELECT kind FROM mail_unsubscribes WHERE email_hash = ?").bind(await addressKey(email)).all<{ kind: string }>();
  const stopped = new Set(results.map((row) => row.kind));
  return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !stopped.has(kind)])) as Record<OptionalMailKind, boolean>;
}

/** Starts or stops one kind of mail for an address; doing what is already so changes nothing. */
export async function setMailChoice(db: D1Database, email: string, kind: OptionalMailKind, wanted: boolean): Promise<void> {
  const key = await addressKey(email);
  const statement = wanted
    ? db.prepare("DELETE FROM mail_unsubscribes WHERE email_hash = ? AND kind = ?").bind(key, kind)
    : db.prepare("INSERT INTO mail_unsubscribes (email_hash, kind) VALUES (?, ?) ON CONFLICT DO NOTHING").bind(key, kind);
  await statement.run();
}
