-- Written by hand: the back office's own tables, not the content model. Staff accounts are separate from
-- members (up_users), as Strapi keeps admin users apart from users-permissions users.

CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- The members' format: pbkdf2-sha256$<iterations>$<salt>$<hash>.
  password TEXT NOT NULL,
  -- editor: content, media and queues; admin: also staff accounts and listing owners.
  role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
  -- Raised to end every session of the account (a new password, a removed second factor).
  session_version INTEGER NOT NULL DEFAULT 0,
  -- The TOTP secret (base32) once enrolment is confirmed; NULL without a second factor.
  totp_secret TEXT,
  -- The last 30-second step a code was accepted for, so a code works once.
  totp_last_step INTEGER,
  blocked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One-time recovery codes of the second factor: only their SHA-256 is kept; used_at marks a spent one.
CREATE TABLE staff_recovery_codes (
  staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_digest TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (staff_id, code_digest)
);

-- Every staff write: who, when, what (action and target) and the record before and after, as JSON.
CREATE TABLE staff_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  staff_id INTEGER NOT NULL,
  -- Kept as written: the entry still names its author after the account is renamed or removed.
  staff_username TEXT NOT NULL,
  action TEXT NOT NULL,
  collection TEXT NOT NULL,
  target_id TEXT,
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX staff_audit_log_by_staff ON staff_audit_log (staff_id, id);
CREATE INDEX staff_audit_log_by_collection ON staff_audit_log (collection, id);
