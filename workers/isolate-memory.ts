const memories = new Set<IsolateMemory<unknown>>();

/**
 * A bounded map kept in an isolate's memory between requests (an isolate has 128 MB): the least recently used
 * entries go first once their sizes add up past `capacity`, and an entry over a sixteenth of it is not kept.
 */
export class IsolateMemory<V> {
  readonly #entries = new Map<string, V>();
  #used = 0;

  constructor(
    private readonly capacity: number,
    private readonly sizeOf: (value: V) => number,
  ) {
    memories.add(this as IsolateMemory<unknown>);
  }

  recall(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  keep(key: string, value: V): void {
    this.#drop(key);
    const size = this.sizeOf(value);
    if (size > this.capacity / 16) return;
    this.#entries.set(key, value);
    this.#used += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#used <= this.capacity) break;
      this.#drop(oldest);
    }
  }

  forget(): void {
    this.#entries.clear();
    this.#used = 0;
  }

  #drop(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#used -= this.sizeOf(value);
  }
}

/** Tests that change storage behind the Worker's back make every isolate memory start empty. */
export function forgetIsolateMemory(): void {
  for (const memory of memories) memory.forget();
}
