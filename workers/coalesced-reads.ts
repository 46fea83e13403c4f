/**
 * One page render asks D1 many small questions at once (the member, the owned listings, the overview, the
 * activity), and every question is its own round trip to the database. This wrapper gathers the reads
 * asked in the same turn of the event loop and sends them as one `batch`, so a page pays one round trip
 * where it paid three or four. Writes are never gathered: a write waits for the reads asked before it, so
 * the order the code wrote is the order D1 sees.
 */
// Only plain SELECTs are gathered; a `WITH` may end in a write.
const READ = /^\s*SELECT\b/i;

type Waiting = { statement: D1PreparedStatement; resolve: (result: D1Result) => void; reject: (error: unknown) => void };

class ReadQueue {
  private waiting: Waiting[] = [];
  /** Every read batch sent so far, and the last write: a write waits for the first, a read for the second. */
  private reads: Promise<unknown> = Promise.resolve();
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: D1Database) {}

  read(statement: D1PreparedStatement): Promise<D1Result> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setTimeout(() => this.flush(), 0);
      this.waiting.push({ statement, resolve, reject });
    });
  }

  /** Sends what is waiting now; resolves once every read sent so far has its answer. */
  private flush(): Promise<unknown> {
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) this.reads = Promise.all([this.reads, this.writes.then(() => send(this.db, batch))]);
    return this.reads;
  }

  /** A write (or anything not gathered) runs after the reads and the write asked before it. */
  after<T>(run: () => Promise<T>): Promise<T> {
    const done = Promise.all([this.flush(), this.writes]).then(run);
    this.writes = done.catch(() => undefined);
    return done;
  }
}

async function send(db: D1Database, batch: Waiting[]): Promise<void> {
  const [only, ...others] = batch;
  if (only && others.length === 0) return settle(only);
  try {
    const results = await db.batch(batch.map((w) => w.statement));
    batch.forEach((w, i) => w.resolve(results[i] as D1Result));
  } catch {
    // A batch fails as a whole; asked one by one, only the read at fault fails.
    await Promise.all(batch.map(settle));
  }
}

async function settle(waiting: Waiting): Promise<void> {
  try {
    waiting.resolve(await waiting.statement.all());
  } catch (error) {
    waiting.reject(error);
  }
}

class CoalescedStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly isRead: boolean,
    private readonly queue: ReadQueue,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new CoalescedStatement(this.inner.bind(...values), this.isRead, this.queue);
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    if (this.isRead) return this.queue.read(this.inner) as Promise<D1Result<T>>;
    return this.queue.after(() => this.inner.all<T>());
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  async first<T>(colName?: string): Promise<T | null> {
    if (colName !== undefined) return this.queue.after(() => this.inner.first<T>(colName));
    const { results } = await this.all<T>();
    return results[0] ?? null;
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.queue.after(() => this.inner.run<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return this.queue.after(() => (options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw()));
  }
}

/** A D1 binding for one request whose reads asked together travel together. */
export function coalescedReads(db: D1Database): D1Database {
  const queue = new ReadQueue(db);
  const unwrap = (statement: D1PreparedStatement) => (statement instanceof CoalescedStatement ? statement.inner : statement);
  return {
    prepare: (query) => new CoalescedStatement(db.prepare(query), READ.test(query), queue),
    batch: <T>(statements: D1PreparedStatement[]) =>
      statements.every((s) => s instanceof CoalescedStatement && s.isRead)
        ? Promise.all(statements.map((s) => queue.read(unwrap(s)) as Promise<D1Result<T>>))
        : queue.after(() => db.batch<T>(statements.map(unwrap))),
    exec: (query) => queue.after(() => db.exec(query)),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
}
