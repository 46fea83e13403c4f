import { describe, expect, it } from "vitest";
import { shouldReloadAfterChunkError } from "./reload-guard";

describe("chunk reload guard", () => {
  it("reloads the first time and again only after 10 seconds", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 10_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 11_000)).toBe(true);
  });
});
