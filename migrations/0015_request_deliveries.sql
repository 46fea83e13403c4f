-- Written by hand: the portal's own table, not the content model. Who was told of each new quotation request
-- (app/domain/request-delivery.ts), decided and stored when the request is (workers/content/request-delivery.ts),
-- so the completed page says what happened; and the signed link a company without an account answers through.

CREATE TABLE request_deliveries (
  -- The request: its collection (quotation-venues, quotation-organizers, quotation-contractors) and id.
  collection TEXT NOT NULL,
  request_id INTEGER NOT NULL,
  -- owners, listing-contact or site-team.
  channel TEXT NOT NULL,
  -- The listing's published contact address the request was mailed to (listing-contact only).
  address TEXT,
  -- 1 once the service's own mail (to the listing's address or the team) went out, 0 when it could not be
  -- sent, NULL for owners (told by the quotation mails).
  mailed INTEGER,
  -- The id the signed link carries; a link whose id is not this one, or is revoked, no longer opens.
  link_id TEXT,
  -- Set by the site team to revoke the link: UPDATE request_deliveries SET link_revoked_at = ... WHERE ...
  link_revoked_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (collection, request_id)
);
