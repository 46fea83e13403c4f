-- What the site search narrows by (docs/decisions/056): each indexed document's dates, province and industry in a
-- narrow table beside the full-text index, under the document's row id, so a search filtered by date, place or
-- industry reads these few bytes per match rather than the whole document (a sixth of the cost at 25,000 shows).
-- Every search_index row has its row here; app/portal-store/search-index.server.ts writes both together. Written
-- by hand: the index is the portal's own table. The documents indexed before this file get their province and
-- industry from the embedded service's tables (a remote Strapi's index is rebuilt with `npm run search:rebuild`).
CREATE TABLE search_facets (
  id INTEGER PRIMARY KEY,
  start_date TEXT NOT NULL DEFAULT '',
  end_date TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL DEFAULT '',
  industry TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

INSERT INTO search_facets (id, start_date, end_date, province, industry)
  SELECT s.rowid, coalesce(s.start_date, ''), coalesce(s.end_date, ''),
    coalesce(CASE
      WHEN s.kind IN ('thaiTradeShow', 'intlTradeShow') THEN (SELECT province FROM trade_shows WHERE id = s.ref_id)
      WHEN s.kind = 'thaiEvent' THEN (SELECT province FROM thai_events WHERE id = s.ref_id)
      WHEN s.kind = 'venue' THEN (SELECT province FROM venues WHERE id = s.ref_id)
      WHEN s.kind = 'organizer' THEN (SELECT province FROM organizers WHERE id = s.ref_id)
      WHEN s.kind = 'contractor' THEN (SELECT province FROM contractors WHERE id = s.ref_id)
      WHEN s.kind = 'job' THEN (SELECT province FROM jobs WHERE id = s.ref_id)
    END, ''),
    coalesce(CASE
      WHEN s.kind IN ('thaiTradeShow', 'intlTradeShow') THEN (SELECT industry FROM trade_shows WHERE id = s.ref_id)
      WHEN s.kind = 'thaiEvent' THEN (SELECT industry FROM thai_events WHERE id = s.ref_id)
    END, '')
  FROM search_index s;
