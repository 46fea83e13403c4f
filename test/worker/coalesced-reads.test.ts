import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { coalescedReads } from "../../workers/coalesced-reads";

/**
 * The real local D1, with every round trip it makes counted (a statement run alone or one batch); a slow one
 * answers each trip `delayMs` late, as a database far from the Worker does.
 */
function countedD1(db: D1Database, delayMs = 0): { db: D1Database; trips: () => number } {
  let trips = 0;
  const trip = async <T>(send: () => Promise<T>): Promise<T> => {
    trips++;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return send();
  };
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const bind = statement.bind.bind(statement);
    statement.bind = (...values) => counted(bind(...values));
    for (const method of ["all", "first", "run", "raw"] as const) {
      const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      Object.assign(statement, { [method]: (...args: unknown[]) => trip(() => original(...args)) });
    }
    return statement;
  };
  return {
    db: {
      prepare: (query) => counted(db.prepare(query)),
      batch: (statements) => trip(() => db.batch(statements)),
      exec: (query) => trip(() => db.exec(query)),
      withSession: (bookmark) => db.withSession(bookmark),
      dump: () => db.dump(),
    },
    trips: () => trips,
  };
}

beforeEach(async () => {
  await env.DB.prepare("CREATE TABLE IF NOT EXISTS coalesce_probe (id INTEGER PRIMARY KEY, name TEXT NOT NULL)").run();
  await env.DB.prepare("DELETE FROM coalesce_probe").run();
  await env.DB.batch(["ช้าง", "ม้า", "วัว"].map((name, i) => env.DB.prepare("INSERT INTO coalesce_probe (id, name) VALUES (?, ?)").bind(i + 1, name)));
});

describe("reads coalesced per request", () => {
  it("sends the reads asked together as one round trip, each with the answer it would get alone", async () => {
    const counter = countedD1(env.DB);
    const db = coalescedReads(counter.db);
    const [all, first, [one, two], missing] = await Promise.all([
      db.prepare("SELECT id, name FROM coalesce_probe ORDER BY id").all<{ id: number; name: string }>(),
      db.prepare("SELECT name FROM coalesce_probe WHERE id = ?").bind(2).first<{ name: string }>(),
      db.batch<{ n: number }>([db.prepare("SELECT COUNT(*) AS n FROM coalesce_probe"), db.prepare("SELECT ? AS n").bind(7)]),
      db.prepare("SELECT name FROM coalesce_probe WHERE id = ?").bind(99).first(),
    ]);
    expect(counter.trips()).toBe(1);
    expect(all.results).toEqual([{ id: 1, name: "ช้าง" }, { id: 2, name: "ม้า" }, { id: 3, name: "วัว" }]);
    expect(first).toEqual({ name: "ม้า" });
    expect(one?.results).toEqual([{ n: 3 }]);
    expect(two?.results).toEqual([{ n: 7 }]);
    expect(missing).toBeNull();

    await db.prepare("SELECT 1").all();
    expect(counter.trips()).toBe(2);
  });

  it("fails only the read at fault; the reads asked with it still get their answers", async () => {
    const db = coalescedReads(env.DB);
    const [good, bad, alsoGood] = await Promise.allSettled([
      db.prepare("SELECT name FROM coalesce_probe WHERE id = 1").first<{ name: string }>(),
      db.prepare("SELECT nope FROM coalesce_probe").all(),
      db.prepare("SELECT COUNT(*) AS n FROM coalesce_probe").first<{ n: number }>(),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: { name: "ช้าง" } });
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/no such column: nope/);
    expect(alsoGood).toEqual({ status: "fulfilled", value: { n: 3 } });
  });

  it("keeps the order the code asked in, even when D1 is slow: a read asked before a write does not see it, one asked after does", async () => {
    const db = coalescedReads(countedD1(env.DB, 30).db);
    const count = () => db.prepare("SELECT COUNT(*) AS n FROM coalesce_probe").first<{ n: number }>();
    const [before, written, after] = [count(), db.prepare("INSERT INTO coalesce_probe (name) VALUES (?)").bind("ควาย").run(), count()];
    expect(await before).toEqual({ n: 3 });
    expect((await written).meta.changes).toBe(1);
    expect(await after).toEqual({ n: 4 });
    await db.batch([db.prepare("DELETE FROM coalesce_probe WHERE name = ?").bind("ควาย"), db.prepare("SELECT 1")]);
    expect(await count()).toEqual({ n: 3 });
  });

  it("answers a single column, raw rows and exec as D1 does", async () => {
    const db = coalescedReads(env.DB);
    expect(await db.prepare("SELECT name FROM coalesce_probe WHERE id = 3").first("name")).toBe("วัว");
    expect(await db.prepare("SELECT id FROM coalesce_probe ORDER BY id").raw()).toEqual([[1], [2], [3]]);
    expect((await db.exec("SELECT 1")).count).toBe(1);
  });
});
