-- Written by hand: a request that came to the site team (nobody runs its listing, it publishes no address) is
-- forwarded from the back office to an address the team found; the row remembers where and when, so the queue
-- drops it and the team sees it was done.
ALTER TABLE request_deliveries ADD COLUMN forwarded_to TEXT;
ALTER TABLE request_deliveries ADD COLUMN forwarded_at TEXT;
