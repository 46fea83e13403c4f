-- Public form submissions (package inquiries, contact messages, newsletter sign-ups) that the content source
-- could not take (5xx or unreachable). The page action writes here so no submission is lost, and
-- app/content/form-outbox.server.ts replays pending rows to the source after its next successful write.
-- Written by hand: this table is the portal's own, not part of the content model.

CREATE TABLE form_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- API path the submission is for: api/package-forms, api/email or api/email-subscriptions.
  path TEXT NOT NULL,
  -- The Strapi write body, {"data": {...}}, as JSON text.
  body TEXT NOT NULL,
  -- pending -> sending -> delivered, or rejected when the source refuses it (4xx) on replay.
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_form_outbox_status ON form_outbox (status, id);
