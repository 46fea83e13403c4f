-- Written by hand: a failed mail the site team sends again from the back office is put back on the mail queue
-- once; the row keeps when, so the list shows it and a second click sends nothing.
ALTER TABLE mail_failures ADD COLUMN resent_at TEXT;
