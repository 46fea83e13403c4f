import { IsolateMemory } from "./isolate-memory";
import { PAGE_FRESH_MS } from "./page-cache";
import { ANY_COLLECTION, readVersions } from "./proxy/versions";

interface Remembered {
  storedAt: number;
  value: unknown;
}

/**
 * The public part of a page (the lists every visitor sees), remembered in this isolate under the page cache's
 * rule: keyed by the build and the any-collection version, so a content write renews it at once, and fresh for
 * PAGE_FRESH_MS, so a remote Strapi's own writes show within the same minute as on a cached page. Anonymous
 * visitors mostly get whole cached pages; a signed-in member's page is rendered every time and would otherwise
 * ask the content proxy for the same lists on every request. Only what every visitor may see belongs here.
 */
const remembered = new IsolateMemory<Remembered>(256, () => 1);

/** A loader's `publicData` (app/context.ts): the value remembered under `key`, else what `load` gives. */
export type PublicMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function publicMemo(kv: KVNamespace, build: string): PublicMemo {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const versions = await readVersions(kv, [ANY_COLLECTION]);
    const id = `${build}\n${versions}\n${key}`;
    const known = remembered.recall(id);
    if (known && Date.now() - known.storedAt < PAGE_FRESH_MS) return known.value as T;
    // Values, not pending promises: a promise of another request's I/O must not be awaited here. A failure
    // throws and is not remembered.
    const value = await load();
    remembered.keep(id, { storedAt: Date.now(), value });
    return value;
  };
}
