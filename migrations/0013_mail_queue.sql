-- Written by hand: the mail queue's own tables (workers/content/mail-consumer.ts), not part of the content model.

-- One row per mail event (the digest of the mail): a message the queue delivers twice still makes one mail.
CREATE TABLE mail_deliveries (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('sending', 'sent')),
  updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_mail_deliveries_updated_at ON mail_deliveries (updated_at);

-- Mail that could not be delivered: refused by the provider, or given up on after the queue's last retry.
-- The whole message is kept, so the site team can see it and send it again.
CREATE TABLE mail_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mail_id TEXT NOT NULL,
  kind TEXT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  reason TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  message TEXT NOT NULL,
  failed_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_mail_failures_failed_at ON mail_failures (failed_at);
