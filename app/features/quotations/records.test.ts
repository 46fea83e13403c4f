import { describe, expect, it } from "vitest";
import { newestFirst, quotationView } from "./records";

const entity = (id: number, attributes: Record<string, unknown>) => ({ id, attributes });

describe("a quotation as the pages show it", () => {
  it("names the listing in the page's language and dates the request by the Bangkok day", () => {
    const view = quotationView(
      "venue",
      entity(7, {
        event_name: "งานแสดงสินค้า",
        quotation_status: "answered",
        createdAt: "2026-11-23T18:30:00.000Z",
        answered_at: "2026-11-24T02:00:00.000Z",
        answer: "ได้เลย",
        venue: { data: entity(1, { name: "อิมแพ็ค", name_en: "IMPACT", slug: "impact" }) },
      }),
      "en",
    );
    expect(view).toMatchObject({ reference: "QV-000007", status: "answered", sentOn: "2026-11-24", answeredOn: "2026-11-24", answer: "ได้เลย" });
    expect(view.target).toEqual({ id: 1, name: "IMPACT", slug: "impact" });
  });

  it("reads organizers' projects and contractors' booth sizes into the same places", () => {
    expect(quotationView("organizer", entity(1, { project_name: "สัมมนา", area_sqm: 300 }), "th")).toMatchObject({ event: "สัมมนา", area: 300, reference: "QO-000001" });
    expect(quotationView("contractor", entity(2, { event_name: "Food Expo", booth_size_sqm: 36, booth_type: "modular" }), "th")).toMatchObject({
      event: "Food Expo",
      area: 36,
      boothType: "modular",
    });
  });

  it("shows only files of the portal's own upload service, whatever the stored JSON says", () => {
    const view = quotationView(
      "venue",
      entity(3, {
        attachments: [
          { id: 1, url: "/api/uploads/brief.pdf", name: "brief.pdf", mime: "application/pdf", size: 12 },
          { id: 2, url: "https://evil.example/x.pdf", name: "x.pdf" },
          { id: 3, url: "javascript:alert(1)", name: "y.pdf" },
          "nonsense",
        ],
      }),
      "th",
    );
    expect(view.attachments.map((f) => f.url)).toEqual(["/api/uploads/brief.pdf"]);
  });

  it("reads an unknown status as sent rather than showing nothing", () => {
    expect(quotationView("venue", entity(4, { quotation_status: "new" }), "th").status).toBe("sent");
  });

  it("sorts newest first, the id breaking ties", () => {
    const a = quotationView("venue", entity(1, { createdAt: "2026-11-20T00:00:00.000Z" }), "th");
    const b = quotationView("organizer", entity(2, { createdAt: "2026-11-21T00:00:00.000Z" }), "th");
    const c = quotationView("contractor", entity(3, { createdAt: "2026-11-21T00:00:00.000Z" }), "th");
    expect([a, b, c].sort(newestFirst).map((v) => v.reference)).toEqual(["QC-000003", "QO-000002", "QV-000001"]);
  });
});
