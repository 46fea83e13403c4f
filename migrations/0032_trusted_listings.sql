-- Listings whose owners the site team trusts: their edits publish at once, still listed for the team
-- (docs/decisions/060). The portal's own table, beside the content: a real Strapi needs nothing for it.
CREATE TABLE trusted_listings (
  kind TEXT NOT NULL,
  listing_id INTEGER NOT NULL,
  trusted_by TEXT NOT NULL,
  trusted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (kind, listing_id)
);
