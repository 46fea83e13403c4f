import { describe, expect, it } from "vitest";
import { createPreloadQueue, MAX_ROUTE_PRELOADS } from "./preload-queue";

/** A preload the test ends by hand. */
function deferred() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error("failed")));
  });
  return { promise, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the route preload queue", () => {
  it("runs at most 5 preloads at once and starts the next when one ends", async () => {
    expect(MAX_ROUTE_PRELOADS).toBe(5);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 8 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, index) => queue.add(`/route-${index}`, () => (started.push(index), task.promise)));
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4]);

    tasks[0]!.settle(true);
    await flush();
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(2);
    // The link wanted last is the one the pointer is on now: it goes first.
    expect(started).toEqual([0, 1, 2, 3, 4, 7]);

    tasks[1]!.settle(false);
    tasks[2]!.settle(true);
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 7, 6, 5]);
    expect(queue.waiting).toBe(0);
  });

  it("preloads a route once, but again after a failure", async () => {
    const queue = createPreloadQueue(2);
    let calls = 0;
    const failing = deferred();
    queue.add("/a", () => (calls++, failing.promise));
    queue.add("/a", () => (calls++, Promise.resolve()));
    expect(calls).toBe(1);
    failing.settle(false);
    await flush();
    queue.add("/a", () => (calls++, Promise.resolve()));
    await flush();
    queue.add("/a", () => (calls++, Promise.resolve()));
    expect(calls).toBe(2);
    expect(queue.running).toBe(0);
  });

  it("frees its place when starting a preload throws", async () => {
    const queue = createPreloadQueue(1);
    queue.add("/broken", () => {
      throw new Error("no manifest");
    });
    await flush();
    let started = false;
    queue.add("/next", () => ((started = true), Promise.resolve()));
    expect(started).toBe(true);
  });
});
