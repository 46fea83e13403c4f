import { describe, expect, test } from "vitest";
import { IsolateMemory } from "./isolate-memory";

const sized = (capacity: number) => new IsolateMemory<string>(capacity, (value) => value.length);

describe("a bounded isolate memory", () => {
  test("gives back what it keeps, and the newest value of a key", () => {
    const memory = sized(100);
    memory.keep("a", "one");
    memory.keep("a", "two");
    expect(memory.recall("a")).toBe("two");
    expect(memory.recall("b")).toBeUndefined();
  });

  test("lets the least recently used entries go once the sizes pass its capacity", () => {
    const memory = sized(64);
    memory.keep("a", "x".repeat(4));
    memory.keep("b", "x".repeat(4));
    expect(memory.recall("a")).toBeDefined();
    for (let i = 0; i < 15; i++) memory.keep(`filler-${i}`, "x".repeat(4));
    expect(memory.recall("b")).toBeUndefined();
    expect(memory.recall("a")).toBe("xxxx");
    expect(memory.recall("filler-14")).toBe("xxxx");
  });

  test("keeps no single entry over a sixteenth of its capacity, and forgets everything on request", () => {
    const memory = sized(160);
    memory.keep("big", "x".repeat(11));
    expect(memory.recall("big")).toBeUndefined();
    memory.keep("small", "x".repeat(10));
    memory.forget();
    expect(memory.recall("small")).toBeUndefined();
  });
});
