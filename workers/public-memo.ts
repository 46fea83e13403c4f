import { IsolateMemory } from "./isolate-memory";
import { PAGE_FRESH_MS } from "./page-cache";
import { type ContentReads, pluralsOf } from "./proxy/versions";

interface Remembered {
  /** When its oldest content was read from the source. */
  storedAt: number;
  /** The version tokens it was built under (of every collection its request had read by then). */
  versions: string;
  value: unknown;
}

/**
 * The public part of a page (the lists every visitor sees), remembered in this isolate under the page cache's
 * rule: it counts while the tokens of the collections it read hold, so a content write renews it at once, and
 * is fresh for PAGE_FRESH_MS after its content was read, so a remote Strapi's own writes show within the same
 * minute as on a cached page. A value used becomes part of the request's reads, so a page built on it depends
 * on what it was built from. Anonymous visitors mostly get whole cached pages; a signed-in member's page is
 * rendered every time and would otherwise ask the content proxy for the same lists on every request. Only what
 * every visitor may see belongs here.
 */
const remembered = new IsolateMemory<Remembered>(256, () => 1);

/** A loader's `publicData` (app/context.ts): the value remembered under `key`, else what `load` gives. */
export type PublicMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function publicMemo(reads: ContentReads, build: string): PublicMemo {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const id = `${build}\n${key}`;
    const known = remembered.recall(id);
    if (known && Date.now() - known.storedAt < PAGE_FRESH_MS && (await reads(pluralsOf(known.versions))) === known.versions) {
      reads.contentFrom(known.storedAt);
      return known.value as T;
    }
    // Values, not pending promises: a promise of another request's I/O must not be awaited here. A failure
    // throws and is not remembered. The request's reads by the time `load` is done hold at least its own.
    const value = await load();
    remembered.keep(id, { storedAt: reads.oldestContent(), versions: reads.dependencies(), value });
    return value;
  };
}
