-- The site search (app/search/): one document per published trade show, event, venue, organizer, contractor,
-- news item, article and job, in both languages. Text arrives already folded and cut into words (Thai has no
-- spaces; app/lib/search-text.ts), so the tokenizer only splits on spaces: 'ascii' keeps every non-ASCII
-- character, Thai vowel and tone marks included, inside its word. Prefix indexes serve as-you-type queries.
-- Written by hand: this table is the portal's own, not part of the content model. Row ids come from
-- searchRowId (collection number and entry id), so a write replaces exactly its own document.

CREATE VIRTUAL TABLE search_index USING fts5(
  title,
  body,
  kind UNINDEXED,
  ref_id UNINDEXED,
  slug UNINDEXED,
  parent_slug UNINDEXED,
  title_th UNINDEXED,
  title_en UNINDEXED,
  summary_th UNINDEXED,
  summary_en UNINDEXED,
  start_date UNINDEXED,
  end_date UNINDEXED,
  tokenize = 'ascii',
  prefix = '2 3'
);

-- The indexed words, for the nearest spelling when a query finds nothing.
CREATE VIRTUAL TABLE search_terms USING fts5vocab(search_index, 'row');
