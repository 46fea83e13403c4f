import { describe, expect, it } from "vitest";
import { serverT } from "~/i18n/server";
import { exportFileName, inboxCsv } from "./export";
import type { QuotationView } from "./records";

const view: QuotationView = {
  kind: "venue",
  id: 12,
  reference: "QV-000012",
  status: "answered",
  sentOn: "2026-11-20",
  createdAt: "2026-11-20T03:00:00.000Z",
  target: { id: 1, name: "อิมแพ็ค เมืองทองธานี", slug: "impact" },
  event: "=cmd|' /C calc'!A0",
  startDate: "2027-01-10",
  endDate: "2027-01-12",
  area: 2400,
  boothType: null,
  attendees: 15000,
  budgetRange: "between-1m-3m",
  services: ["hall", "catering"],
  message: 'ต้องการ "ฮอลล์ 5"\nเข้าติดตั้งก่อน 2 วัน',
  contactName: "สมหญิง รักงาน",
  companyName: null,
  email: "somying@example.com",
  phone: "+66 81 234 5678",
  answer: "ส่งใบเสนอราคาทางอีเมลแล้ว",
  answeredOn: "2026-11-21",
  attachments: [],
};

describe("the inbox export", () => {
  it("heads the columns in the page's language and writes values as words", () => {
    const [header, first] = inboxCsv("venue", [view], serverT("th")).slice(1).split("\r\n");
    expect(header?.startsWith("เลขที่อ้างอิง,วันที่ส่ง,สถานะ,ส่งถึง,งาน")).toBe(true);
    expect(first).toContain("QV-000012,2026-11-20,ตอบกลับแล้ว,อิมแพ็ค เมืองทองธานี,");
    expect(first).toContain("1–3 ล้านบาท");
    expect(first).toContain('"เช่าฮอลล์หรือพื้นที่จัดแสดง, อาหารและเครื่องดื่ม"');
    const en = inboxCsv("venue", [view], serverT("en"));
    expect(en).toContain("Reference,Sent,Status,To,Event");
    expect(en).toContain("Answered");
  });

  it("keeps a formula typed into a request from running, and quotes quotes and line breaks", () => {
    const text = inboxCsv("venue", [view], serverT("en"));
    expect(text).toContain(`'=cmd|' /C calc'!A0`);
    expect(text).not.toMatch(/,=cmd/);
    expect(text).toContain(`"ต้องการ ""ฮอลล์ 5""\nเข้าติดตั้งก่อน 2 วัน"`);
    expect(text).toContain(",'+66 81 234 5678,");
  });

  it("carries only the columns each kind's requests fill: a booth type for a contractor, never for a venue", () => {
    for (const locale of ["th", "en"] as const) {
      const t = serverT(locale);
      const boothType = t("quotations.fields.boothType");
      const headerOf = (csv: string) => csv.slice(1).split("\r\n")[0]!.split(",");
      expect(headerOf(inboxCsv("venue", [view], t))).not.toContain(boothType);
      expect(headerOf(inboxCsv("organizer", [{ ...view, kind: "organizer" }], t))).not.toContain(boothType);
      const contractor = inboxCsv("contractor", [{ ...view, kind: "contractor", boothType: "custom-build" }], t);
      const header = headerOf(contractor);
      expect(header).toContain(boothType);
      const row = contractor.slice(1).split("\r\n")[1]!;
      expect(row).toContain(t("quotations.boothTypes.custom-build"));
    }
  });

  it("names the file by kind and day", () => {
    expect(exportFileName("venue", "2026-11-23")).toBe("quotations-venue-2026-11-23.csv");
  });
});
