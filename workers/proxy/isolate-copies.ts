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
 * The cached answers this isolate read or built lately, in memory in front of KV: a page render asks for a
 * dozen answers, and each KV read is I/O the render waits on. A copy is judged exactly as the KV copy is
 * (its versions, its age), so it changes when the answer is served, never what is served. Least recently used
 * copies go first once the bodies pass MAX_CHARS (an isolate has 128 MB).
 */
const MAX_CHARS = 8 * 1024 * 1024;
const copies = new Map<string, CachedCopy>();
let chars = 0;

function drop(key: string): void {
  const copy = copies.get(key);
  if (!copy) return;
  copies.delete(key);
  chars -= copy.body.length;
}

export function recallCopy(key: string): CachedCopy | undefined {
  const copy = copies.get(key);
  if (copy) {
    copies.delete(key);
    copies.set(key, copy);
  }
  return copy;
}

export function keepCopy(key: string, copy: CachedCopy): void {
  drop(key);
  if (copy.body.length > MAX_CHARS / 16) return;
  copies.set(key, copy);
  chars += copy.body.length;
  for (const oldest of copies.keys()) {
    if (chars <= MAX_CHARS) break;
    drop(oldest);
  }
}

/** Tests that change cached copies in KV behind the Worker's back make the isolate read them again. */
export function forgetCopies(): void {
  copies.clear();
  chars = 0;
}
