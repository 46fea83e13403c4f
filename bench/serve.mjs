// A built Worker served in workerd (bench/built-worker.mjs), as a child process of the benchmark with an IPC
// channel: it reports its URL and workerd's pid, and writes KV keys on request (the fault switch).
// Usage (forked by bench/lib.mjs): node bench/serve.mjs <buildDir> [persistTo] [json {port, bindings}]
import { readdirSync, readFileSync } from "node:fs";
import { startBuiltWorker } from "./built-worker.mjs";

const [buildDir, persistTo, json] = process.argv.slice(2);
/** @type {{ port?: number, bindings?: Record<string, string> }} */
const options = JSON.parse(json ?? "{}");
if (!buildDir || !process.send) {
  console.error("usage: fork bench/serve.mjs <buildDir> [persistTo] with an IPC channel");
  process.exit(2);
}

const server = await startBuiltWorker({ buildDir, port: options.port ?? 0, persistTo: persistTo || undefined, bindings: options.bindings });

/** The workerd process Miniflare spawned: a child of this process named workerd. */
function workerdPid() {
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const children = readFileSync(`/proc/${process.pid}/task/${tid}/children`, "utf8").trim().split(/\s+/);
    for (const pid of children.filter(Boolean)) {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd") return Number(pid);
    }
  }
  return undefined;
}

/** @typedef {{ id: number, type: "kv-put" | "kv-delete", namespace: string, key: string, value?: string } | { id: number, type: "d1-batch", database: string, sql: string[] } | { id: number, type: "stop" }} Command */

process.on("message", async (/** @type {Command} */ command) => {
  try {
    if (command.type === "kv-put") {
      await (await server.mf.getKVNamespace(command.namespace)).put(command.key, command.value ?? "");
    } else if (command.type === "kv-delete") {
      await (await server.mf.getKVNamespace(command.namespace)).delete(command.key);
    } else if (command.type === "d1-batch") {
      const db = await server.mf.getD1Database(command.database);
      await db.batch(command.sql.map((sql) => db.prepare(sql)));
    } else if (command.type === "stop") {
      await server.stop();
      process.send?.({ id: command.id, ok: true });
      process.exit(0);
    }
    process.send?.({ id: command.id, ok: true });
  } catch (error) {
    process.send?.({ id: command.id, ok: false, error: String(error) });
  }
});
process.on("disconnect", () => {
  void server.stop().finally(() => process.exit(0));
});

process.send({ type: "ready", url: server.url, workerdPid: workerdPid() });
