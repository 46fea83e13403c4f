/**
 * One pop-up's lookup: it sets loading, stores the first record of the result, then clears
 * loading whatever the outcome; a failure keeps the previous record. Each lookup carries a sequence number
 * so an answer that arrives after a newer click cannot overwrite it.
 */
export interface LookupState<T> {
  loading: boolean;
  record: T | null;
  /** At least one lookup has answered (an empty answer leaves `record` null). */
  settled: boolean;
  /** The latest lookup failed; `record` is still the previous one. */
  failed: boolean;
  seq: number;
}

export type LookupAction<T> =
  | { type: "start"; seq: number }
  | { type: "done"; seq: number; records: readonly T[] }
  | { type: "fail"; seq: number };

export function initialLookup<T>(): LookupState<T> {
  return { loading: false, record: null, settled: false, failed: false, seq: 0 };
}

export function lookupReducer<T>(state: LookupState<T>, action: LookupAction<T>): LookupState<T> {
  if (action.type === "start") return { ...state, loading: true, failed: false, seq: action.seq };
  if (action.seq !== state.seq) return state;
  if (action.type === "done") return { ...state, loading: false, settled: true, failed: false, record: action.records[0] ?? null };
  return { ...state, loading: false, failed: true };
}

/** The news pop-up: its own loading state; a page change sets the page and reloads; it starts at page 1. */
export interface NewsListState<T> {
  loading: boolean;
  page: number;
  pageCount: number;
  items: T[];
  failed: boolean;
  seq: number;
}

export type NewsListAction<T> =
  | { type: "page"; page: number; seq: number }
  | { type: "done"; seq: number; items: T[]; pageCount: number }
  | { type: "fail"; seq: number };

export function initialNewsList<T>(): NewsListState<T> {
  return { loading: false, page: 1, pageCount: 0, items: [], failed: false, seq: 0 };
}

export function newsListReducer<T>(state: NewsListState<T>, action: NewsListAction<T>): NewsListState<T> {
  if (action.type === "page") return { ...state, page: action.page, loading: true, failed: false, seq: action.seq };
  if (action.seq !== state.seq) return state;
  if (action.type === "done") return { ...state, loading: false, failed: false, items: action.items, pageCount: action.pageCount };
  return { ...state, loading: false, failed: true };
}
