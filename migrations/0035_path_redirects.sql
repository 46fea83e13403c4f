-- Written by hand: a published record's former addresses (issue 47). When the site team changes the slug of a
-- published record, its old address answers 301 to the new one, so links and bookmarks keep working; pages,
-- the sitemap and the feeds use the new one. Unprefixed paths: /en answers the same way. The portal's own table.
CREATE TABLE path_redirects (
  from_path TEXT PRIMARY KEY,
  to_path TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX path_redirects_by_target ON path_redirects (to_path);
