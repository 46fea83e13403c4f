import { describe, expect, it } from "vitest";
import { claimDecisionOf } from "./claims";

describe("claimDecisionOf", () => {
  it("reads an approval or a refusal, and anything else as still pending", () => {
    expect(claimDecisionOf("approved")).toBe("approved");
    expect(claimDecisionOf("declined")).toBe("declined");
    expect(claimDecisionOf(null)).toBeNull();
    expect(claimDecisionOf("maybe")).toBeNull();
  });
});
