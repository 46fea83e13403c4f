import { describe, expect, it } from "vitest";
import { fullCollections } from "./gc-trace.mjs";

// Lines as workerd 1.20261023 prints them with --trace-gc.
const trace = [
  "[19171:0x53f13ef36000]    12762 ms: Mark-Compact 33.2 (59.0) -> 1.1 (49.2) MB, pooled: 9.8 MB, 71.50 / 0.00 ms (average mu = 0.994, current mu = 0.994) allocation limit; GC in old space requested",
  "[19171:0x53f13ef36000]    12790 ms: Scavenge 11.3 (36.0) -> 5.8 (36.0) MB, pooled: 0.0 MB, 4.98 / 0.00 ms (average mu = 0.993, current mu = 0.993) allocation failure; ",
  "[19171:0x53f13f9ba000]    14245 ms: Mark-Compact 35.6 (45.8) -> 1.4 (35.2) MB, pooled: 10.5 MB, 100.91 / 0.00 ms (average mu = 0.993, current mu = 0.993) allocation limit; GC in old space requested",
  '{"timestamp":"1795725306232","level":"info","message":"a structured log line"}',
].join("\n");

describe("fullCollections", () => {
  it("counts the mark-compact pauses and leaves the scavenges out", () => {
    expect(fullCollections(trace)).toEqual({ count: 2, longestMs: 101, totalMs: 172 });
  });

  it("reports none for a row without a full collection", () => {
    expect(fullCollections(trace.split("\n")[1])).toEqual({ count: 0, longestMs: 0, totalMs: 0 });
  });
});
