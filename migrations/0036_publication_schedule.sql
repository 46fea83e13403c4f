-- Written by hand: publishing and unpublishing at a Bangkok date and time (issue 47). The site team sets them on a
-- record's page; the cron pass (every 15 minutes) does what is due, through the content service so the caches
-- follow, and marks it done. One row per record and action; the back office's own table.
CREATE TABLE publication_schedule (
  collection TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
  due_at TEXT NOT NULL,
  staff_id INTEGER NOT NULL,
  staff_username TEXT NOT NULL,
  done_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (collection, record_id, action)
);
CREATE INDEX publication_schedule_due ON publication_schedule (due_at) WHERE done_at IS NULL;
