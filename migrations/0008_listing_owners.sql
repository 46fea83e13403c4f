-- Written with the help of scripts/generate-migrations.ts (createTable), by hand where the model changed a default.
-- Applied migrations are never edited: a later model change gets its own file.

-- Listing owners: who runs a venue, an organizer or a contractor (docs/decisions/024).
CREATE TABLE venues_owners_links (
  venue_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (venue_id, user_id)
) WITHOUT ROWID;
CREATE INDEX idx_venues_owners_links_user_id ON venues_owners_links (user_id);
CREATE TABLE organizers_owners_links (
  organizer_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (organizer_id, user_id)
) WITHOUT ROWID;
CREATE INDEX idx_organizers_owners_links_user_id ON organizers_owners_links (user_id);
CREATE TABLE contractors_owners_links (
  contractor_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (contractor_id, user_id)
) WITHOUT ROWID;
CREATE INDEX idx_contractors_owners_links_user_id ON contractors_owners_links (user_id);

-- Requests move along sent -> read -> answered -> closed, or withdrawn (app/lib/quotation-status.ts).
-- SQLite cannot change a column's default, so each table holding a quotation_status is rebuilt.
CREATE TABLE quotation_venues_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  venue_id INTEGER NOT NULL,
  event_name TEXT NOT NULL,
  event_type TEXT,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  attendees INTEGER,
  area_sqm INTEGER,
  user_id INTEGER,
  contact_name TEXT NOT NULL,
  company_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  budget REAL,
  locale TEXT DEFAULT 'th',
  quotation_status TEXT DEFAULT 'sent',
  answer TEXT,
  read_at TEXT,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO quotation_venues_next (id, venue_id, event_name, event_type, start_date, end_date, attendees, area_sqm, user_id, contact_name, company_name, email, phone, message, budget, locale, quotation_status, created_at, updated_at, published_at) SELECT id, venue_id, event_name, event_type, start_date, end_date, attendees, area_sqm, user_id, contact_name, company_name, email, phone, message, budget, locale, CASE quotation_status WHEN 'new' THEN 'sent' WHEN 'in-progress' THEN 'read' WHEN 'replied' THEN 'answered' ELSE quotation_status END, created_at, updated_at, published_at FROM quotation_venues;
DROP TABLE quotation_venues;
ALTER TABLE quotation_venues_next RENAME TO quotation_venues;
CREATE INDEX idx_quotation_venues_venue_id ON quotation_venues (venue_id);
CREATE INDEX idx_quotation_venues_start_date ON quotation_venues (start_date);
CREATE INDEX idx_quotation_venues_end_date ON quotation_venues (end_date);
CREATE INDEX idx_quotation_venues_user_id ON quotation_venues (user_id);
CREATE INDEX idx_quotation_venues_read_at ON quotation_venues (read_at);
CREATE INDEX idx_quotation_venues_answered_at ON quotation_venues (answered_at);
CREATE INDEX idx_quotation_venues_created_at ON quotation_venues (created_at);
CREATE INDEX idx_quotation_venues_published_at ON quotation_venues (published_at);

CREATE TABLE quotation_organizers_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  organizer_id INTEGER NOT NULL,
  project_name TEXT NOT NULL,
  service_needed TEXT,
  start_date TEXT,
  attendees INTEGER,
  user_id INTEGER,
  contact_name TEXT NOT NULL,
  company_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  budget REAL,
  locale TEXT DEFAULT 'th',
  quotation_status TEXT DEFAULT 'sent',
  answer TEXT,
  read_at TEXT,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO quotation_organizers_next (id, organizer_id, project_name, service_needed, start_date, attendees, user_id, contact_name, company_name, email, phone, message, budget, locale, quotation_status, created_at, updated_at, published_at) SELECT id, organizer_id, project_name, service_needed, start_date, attendees, user_id, contact_name, company_name, email, phone, message, budget, locale, CASE quotation_status WHEN 'new' THEN 'sent' WHEN 'in-progress' THEN 'read' WHEN 'replied' THEN 'answered' ELSE quotation_status END, created_at, updated_at, published_at FROM quotation_organizers;
DROP TABLE quotation_organizers;
ALTER TABLE quotation_organizers_next RENAME TO quotation_organizers;
CREATE INDEX idx_quotation_organizers_organizer_id ON quotation_organizers (organizer_id);
CREATE INDEX idx_quotation_organizers_start_date ON quotation_organizers (start_date);
CREATE INDEX idx_quotation_organizers_user_id ON quotation_organizers (user_id);
CREATE INDEX idx_quotation_organizers_read_at ON quotation_organizers (read_at);
CREATE INDEX idx_quotation_organizers_answered_at ON quotation_organizers (answered_at);
CREATE INDEX idx_quotation_organizers_created_at ON quotation_organizers (created_at);
CREATE INDEX idx_quotation_organizers_published_at ON quotation_organizers (published_at);

CREATE TABLE quotation_contractors_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contractor_id INTEGER NOT NULL,
  trade_show_id INTEGER,
  booth_type TEXT NOT NULL,
  booth_size_sqm INTEGER NOT NULL,
  deadline TEXT,
  user_id INTEGER,
  contact_name TEXT NOT NULL,
  company_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  budget REAL,
  locale TEXT DEFAULT 'th',
  quotation_status TEXT DEFAULT 'sent',
  answer TEXT,
  read_at TEXT,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO quotation_contractors_next (id, contractor_id, trade_show_id, booth_type, booth_size_sqm, deadline, user_id, contact_name, company_name, email, phone, message, budget, locale, quotation_status, created_at, updated_at, published_at) SELECT id, contractor_id, trade_show_id, booth_type, booth_size_sqm, deadline, user_id, contact_name, company_name, email, phone, message, budget, locale, CASE quotation_status WHEN 'new' THEN 'sent' WHEN 'in-progress' THEN 'read' WHEN 'replied' THEN 'answered' ELSE quotation_status END, created_at, updated_at, published_at FROM quotation_contractors;
DROP TABLE quotation_contractors;
ALTER TABLE quotation_contractors_next RENAME TO quotation_contractors;
CREATE INDEX idx_quotation_contractors_contractor_id ON quotation_contractors (contractor_id);
CREATE INDEX idx_quotation_contractors_trade_show_id ON quotation_contractors (trade_show_id);
CREATE INDEX idx_quotation_contractors_deadline ON quotation_contractors (deadline);
CREATE INDEX idx_quotation_contractors_user_id ON quotation_contractors (user_id);
CREATE INDEX idx_quotation_contractors_read_at ON quotation_contractors (read_at);
CREATE INDEX idx_quotation_contractors_answered_at ON quotation_contractors (answered_at);
CREATE INDEX idx_quotation_contractors_created_at ON quotation_contractors (created_at);
CREATE INDEX idx_quotation_contractors_published_at ON quotation_contractors (published_at);

CREATE TABLE booth_reservations_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trade_show_id INTEGER NOT NULL,
  booth_type TEXT NOT NULL,
  booth_size_sqm INTEGER NOT NULL,
  booth_count INTEGER DEFAULT 1,
  products TEXT,
  user_id INTEGER,
  contact_name TEXT NOT NULL,
  company_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  budget REAL,
  locale TEXT DEFAULT 'th',
  quotation_status TEXT DEFAULT 'sent',
  answer TEXT,
  read_at TEXT,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO booth_reservations_next (id, trade_show_id, booth_type, booth_size_sqm, booth_count, products, user_id, contact_name, company_name, email, phone, message, budget, locale, quotation_status, created_at, updated_at, published_at) SELECT id, trade_show_id, booth_type, booth_size_sqm, booth_count, products, user_id, contact_name, company_name, email, phone, message, budget, locale, CASE quotation_status WHEN 'new' THEN 'sent' WHEN 'in-progress' THEN 'read' WHEN 'replied' THEN 'answered' ELSE quotation_status END, created_at, updated_at, published_at FROM booth_reservations;
DROP TABLE booth_reservations;
ALTER TABLE booth_reservations_next RENAME TO booth_reservations;
CREATE INDEX idx_booth_reservations_trade_show_id ON booth_reservations (trade_show_id);
CREATE INDEX idx_booth_reservations_user_id ON booth_reservations (user_id);
CREATE INDEX idx_booth_reservations_read_at ON booth_reservations (read_at);
CREATE INDEX idx_booth_reservations_answered_at ON booth_reservations (answered_at);
CREATE INDEX idx_booth_reservations_created_at ON booth_reservations (created_at);
CREATE INDEX idx_booth_reservations_published_at ON booth_reservations (published_at);

