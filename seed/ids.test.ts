import { describe, expect, it } from "vitest";
import { seedData } from "./index";

describe("seed ids", () => {
  // Strapi numbers entries in the order they are created (scripts/push-to-strapi.ts pushes them in list order), so a
  // record listed out of order gets another id there and the parity test's lists differ (npm run test:strapi).
  it("every collection lists its records by id, from 1 without a gap, as Strapi would number them", () => {
    for (const [collection, records] of Object.entries(seedData)) {
      if (!Array.isArray(records)) continue;
      const ids = records.map((record: { id: number }) => record.id);
      expect(ids, collection).toEqual(ids.map((_, i) => i + 1));
    }
  });
});
