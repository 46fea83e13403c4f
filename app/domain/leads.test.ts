import { describe, expect, it } from "vitest";
import { isLeadStatus } from "./leads";

describe("isLeadStatus", () => {
  it("knows the four statuses and nothing else", () => {
    expect(["new", "in-progress", "replied", "closed"].every(isLeadStatus)).toBe(true);
    expect(isLeadStatus("answered")).toBe(false);
    expect(isLeadStatus(null)).toBe(false);
  });
});
