import { describe, expect, it } from "vitest";
import { decideLease, LEASE_MS } from "./lease";

const now = new Date("2026-03-01T03:42:00.000Z");
const somchai = { staffId: 1, username: "somchai", since: "2026-03-01T03:40:00.000Z", until: "2026-03-01T03:43:00.000Z" };

describe("the editing lease", () => {
  it("tells a second editor who holds a running lease, and takes nothing", () => {
    expect(decideLease(somchai, { id: 2, username: "malee" }, now)).toEqual({ take: null, heldBy: somchai });
  });

  it("renews the holder's own lease, keeping when they opened it", () => {
    const { take, heldBy } = decideLease(somchai, { id: 1, username: "somchai" }, now);
    expect(heldBy).toBeNull();
    expect(take).toEqual({ ...somchai, until: new Date(now.getTime() + LEASE_MS).toISOString() });
  });

  it("takes a lapsed lease or a free record from now", () => {
    const lapsed = { ...somchai, until: "2026-03-01T03:41:59.000Z" };
    for (const current of [lapsed, null]) {
      expect(decideLease(current, { id: 2, username: "malee" }, now).take).toMatchObject({ staffId: 2, username: "malee", since: now.toISOString() });
    }
  });
});
