-- Written by hand: a listing page view counts once per visitor and Bangkok day
-- (app/portal-store/listing-views.server.ts). A visitor is a daily-salted hash of address and user agent
-- (app/lib/visitor-hash.ts), never the address or agent themselves; the cron deletes the days gone by.
CREATE TABLE listing_view_visitors (
  kind TEXT NOT NULL,
  listing TEXT NOT NULL,
  -- The Bangkok day, YYYY-MM-DD.
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (kind, listing, day, visitor)
) WITHOUT ROWID;
CREATE INDEX idx_listing_view_visitors_day ON listing_view_visitors (day);
