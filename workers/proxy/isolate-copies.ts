import { IsolateMemory } from "../isolate-memory";

/** What the proxy keeps with a cached answer: when it was built, and under which version tokens. */
export interface EntryMeta {
  storedAt: number;
  versions: string;
}

export interface CachedCopy {
  body: string;
  meta: EntryMeta;
}

/**
 * The cached answers this isolate read or built lately, in memory in front of KV (8 MB of bodies): a page render
 * asks for a dozen answers, and each KV read is I/O the render waits on. A copy is judged exactly as the KV copy
 * is (its versions, its age), so it changes when the answer is served, never what is served.
 */
export const contentCopies = new IsolateMemory<CachedCopy>(8 * 1024 * 1024, (copy) => copy.body.length);
