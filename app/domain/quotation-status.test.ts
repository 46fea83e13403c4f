import { describe, expect, it } from "vitest";
import { canMove, isFinal, nextStatuses, stampsFor } from "./quotation-status";

describe("quotation status", () => {
  it("lets the receiver move a request forward only", () => {
    expect(nextStatuses("sent", "receiver")).toEqual(["read", "answered", "closed"]);
    expect(nextStatuses("read", "receiver")).toEqual(["answered", "closed"]);
    expect(nextStatuses("answered", "receiver")).toEqual(["closed"]);
    expect(canMove("answered", "read", ["receiver"])).toBe(false);
    expect(canMove("sent", "withdrawn", ["receiver"])).toBe(false);
  });

  it("lets the sender only withdraw, and only before the answer", () => {
    expect(nextStatuses("sent", "sender")).toEqual(["withdrawn"]);
    expect(nextStatuses("read", "sender")).toEqual(["withdrawn"]);
    expect(nextStatuses("answered", "sender")).toEqual([]);
    expect(canMove("sent", "closed", ["sender"])).toBe(false);
    expect(canMove("sent", "answered", ["sender"])).toBe(false);
  });

  it("keeps closed and withdrawn final for everyone", () => {
    for (const status of ["closed", "withdrawn"] as const) {
      expect(isFinal(status)).toBe(true);
      expect(nextStatuses(status, "sender")).toEqual([]);
      expect(nextStatuses(status, "receiver")).toEqual([]);
    }
  });

  it("accepts a move either party of a member who is both may make", () => {
    expect(canMove("sent", "withdrawn", ["receiver", "sender"])).toBe(true);
    expect(canMove("sent", "read", ["receiver", "sender"])).toBe(true);
  });

  it("stamps the first read and the answer", () => {
    const now = "2026-11-23T10:00:00.000Z";
    expect(stampsFor("read", {}, now)).toEqual({ read_at: now });
    expect(stampsFor("read", { read_at: "2026-11-20T00:00:00.000Z" }, now)).toEqual({});
    expect(stampsFor("answered", {}, now)).toEqual({ read_at: now, answered_at: now });
    expect(stampsFor("closed", {}, now)).toEqual({});
  });
});
