-- One-time submission keys (app/content/submission-keys.server.ts): a repeated form submission or API write
-- with the same key answers the first result and writes nothing. Page forms carry a key in a hidden input, API
-- callers send it as the Idempotency-Key header. Written by hand: the portal's own table, not the content model.

CREATE TABLE submission_keys (
  -- Whose key it is and for what: "page:api/email", or "api:member:12:POST /api/booth-reservations", so one
  -- caller can never replay another's result.
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  -- SHA-256 of what was sent: the same key with another body is refused rather than answered wrongly.
  fingerprint TEXT NOT NULL,
  -- NULL while the first request runs; then the status and body it answered.
  status INTEGER,
  response TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idx_submission_keys_created_at ON submission_keys (created_at);

-- The key travels with a submission that waits in the outbox, so its replay cannot be stored twice.
ALTER TABLE form_outbox ADD COLUMN idempotency_key TEXT;
