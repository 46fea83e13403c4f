/**
 * Long-form pages (about, cookie policy, privacy policy) are documents, not interface strings: they live in
 * server-only modules under ./documents and reach the browser as loader data of their own page, so the i18n
 * bundle every page downloads stays small.
 */
export interface DocTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface DocCard {
  title: string;
  text: string;
}

export interface DocSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  cards?: DocCard[];
  table?: DocTable;
  after?: string[];
}

export interface InfoDocument {
  /** ISO date of the last change. */
  updated: string;
  intro: string[];
  sections: DocSection[];
}
