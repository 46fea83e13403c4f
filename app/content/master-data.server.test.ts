import { describe, expect, it } from "vitest";
import type { ContentClient } from "./client";
import { masterDataOf } from "./master-data.server";

const answering = (attributes: Record<string, unknown> | null) =>
  ({
    query: async () => (attributes ? { ok: true, status: 200, data: { data: { id: 1, attributes } } } : { ok: false, status: 503, error: { status: 503, name: "Error", message: "down" } }),
  }) as unknown as ContentClient;

describe("masterDataOf", () => {
  it("keeps the lists the source has and reads a null or missing one as empty, so labels fall back to raw values", async () => {
    const provinces = [{ value: "bangkok", th: "กรุงเทพมหานคร", en: "Bangkok", region: "central" }];
    const data = await masterDataOf(answering({ provinces, sectors: null }));
    expect(data.provinces).toEqual(provinces);
    expect(data.sectors).toEqual([]);
    expect(data.menus).toEqual([]);
  });

  it("is empty when the source does not answer", async () => {
    expect((await masterDataOf(answering(null))).countries).toEqual([]);
  });
});
