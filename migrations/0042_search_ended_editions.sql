-- Ended editions in a row id range of their own (docs/decisions/070): a show or event whose last day has passed
-- lies in its kind's number plus 10 (thai trade shows 11 x 10^10, events 12, shows abroad 19), so the search's
-- default narrowing (upcoming) is the row id ranges below 10 x 10^10, which FTS5 seeks to with no look-up per match.
-- The content service's writes, the rebuild and the seed place a document by its end date; the cron pass
-- (settleEndedEditions, app/portal-store/search-index.server.ts) moves editions as they end. Written by hand: the
-- index is the portal's own table.

-- The documents in the wrong range on a day, each half through its own index: editions that ended since they were
-- written (the cron pass moves them; a search meanwhile corrects for them), and ended ones now upcoming again.
CREATE INDEX search_facets_current_end ON search_facets (end_date) WHERE id < 100000000000;
CREATE INDEX search_facets_ended_end ON search_facets (end_date) WHERE id >= 100000000000;

-- The editions that have ended by today in Bangkok move now; the cron pass keeps them where they belong from here.
INSERT OR REPLACE INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date)
  SELECT rowid + 100000000000, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date
  FROM search_index WHERE rowid IN (
    SELECT id FROM search_facets WHERE id < 100000000000 AND end_date > '' AND end_date < date('now', '+7 hours')
      AND (id BETWEEN 10000000000 AND 29999999999 OR id BETWEEN 90000000000 AND 99999999999));
DELETE FROM search_index WHERE rowid IN (
  SELECT id FROM search_facets WHERE id < 100000000000 AND end_date > '' AND end_date < date('now', '+7 hours')
    AND (id BETWEEN 10000000000 AND 29999999999 OR id BETWEEN 90000000000 AND 99999999999));
UPDATE OR REPLACE search_facets SET id = id + 100000000000
  WHERE id < 100000000000 AND end_date > '' AND end_date < date('now', '+7 hours')
    AND (id BETWEEN 10000000000 AND 29999999999 OR id BETWEEN 90000000000 AND 99999999999);
