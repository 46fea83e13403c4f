-- Written by hand: the reminders for requests nobody opened (workers/content/request-reminders.ts) remember
-- when each step was taken, so the cron sends each once.
ALTER TABLE request_deliveries ADD COLUMN reminded_at TEXT;
ALTER TABLE request_deliveries ADD COLUMN team_told_at TEXT;
