import { describe, expect, it } from "vitest";
import { headerValue } from "./mail-headers";

describe("headerValue", () => {
  it("leaves no line break for a typed value to start a header of its own", () => {
    expect(headerValue("Expo 2027\r\nBcc: everyone@example.com")).toBe("Expo 2027 Bcc: everyone@example.com");
    expect(headerValue("a\nb\rc\u2028d")).toBe("a b c d");
  });

  it("keeps Thai text and ordinary spacing as they are", () => {
    expect(headerValue("คำขอใบเสนอราคาใหม่ QV-000012: งานแสดงสินค้า")).toBe("คำขอใบเสนอราคาใหม่ QV-000012: งานแสดงสินค้า");
    expect(headerValue("  two  spaces\tand a tab ")).toBe("two spaces and a tab");
  });
});
