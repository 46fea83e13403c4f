-- Written by hand: the admins' staff accounts page (/admin/staff). A new account gets no password from the admin:
-- it is invited by mail with a one-time link whose holder sets the password (docs/decisions/031-staff-accounts.md).
-- Until then its password is '' (no hash: no password signs in).

-- When the account last finished signing in (password, and code where it has a second factor); NULL: never.
ALTER TABLE staff_accounts ADD COLUMN last_signed_in_at TEXT;

-- The invitation links: only the SHA-256 of the token is kept. A link works once (used_at) and until expires_at;
-- a new invitation to the same account replaces the earlier one.
CREATE TABLE staff_invitations (
  token_digest TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX staff_invitations_by_staff ON staff_invitations (staff_id);
