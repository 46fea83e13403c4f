import { describe, expect, it } from "vitest";
import { headerText } from "./mail-header";

describe("header text", () => {
  it("turns CR, LF and other control characters into single spaces", () => {
    expect(headerText("Food Expo\r\nBcc: someone@example.com")).toBe("Food Expo Bcc: someone@example.com");
    expect(headerText("a\u0000b\tc\u2028d")).toBe("a b c d");
  });

  it("keeps Thai and ordinary text as it is", () => {
    expect(headerText("คำขอใบเสนอราคา QV-000012: งานแสดงสินค้าอาหาร")).toBe("คำขอใบเสนอราคา QV-000012: งานแสดงสินค้าอาหาร");
  });
});
