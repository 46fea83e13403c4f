-- Every search kind in its own row id range (app/lib/search-docs.ts, searchRowId): the trade shows abroad move from
-- the trade shows' range (1 × 10^10) to their own (9 × 10^10), so the search counts a kind by its range alone,
-- without reading any document (docs/decisions/054). Written by hand: the index is the portal's own table.
INSERT INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date)
  SELECT rowid + 80000000000, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date
  FROM search_index WHERE kind = 'intlTradeShow' AND rowid < 20000000000;
DELETE FROM search_index WHERE kind = 'intlTradeShow' AND rowid < 20000000000;
