import { describe, expect, it } from "vitest";
import { subjectLine } from "./mail-subject";

describe("subjectLine", () => {
  it("keeps a subject on one line", () => {
    expect(subjectLine("Booking BR-000001: Fair\r\nBcc: victim@example.com")).toBe("Booking BR-000001: Fair Bcc: victim@example.com");
    expect(subjectLine("a\n\nb\u2028c")).toBe("a b c");
  });

  it("leaves Thai text and single spaces alone", () => {
    expect(subjectLine("จองบูธ BR-000002: งานแสดงสินค้า")).toBe("จองบูธ BR-000002: งานแสดงสินค้า");
  });
});
