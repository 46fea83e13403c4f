-- Written by hand: the codes the portal mails to members behind a remote Strapi (docs/decisions/069). There the
-- portal, not Strapi, sends a member's confirmation link and password reset link, so it keeps what they carry:
-- only the SHA-256 of each code (the code itself is in the mail alone), the member's id on Strapi, and for a reset
-- code when it stops working. A new code of a purpose replaces the member's older one; a used one is deleted. The
-- embedded service keeps its own codes on up_users. The portal's own table.
CREATE TABLE member_codes (
  digest TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirmation', 'reset')),
  user_id INTEGER NOT NULL,
  expires_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX member_codes_by_member ON member_codes (user_id, purpose);
