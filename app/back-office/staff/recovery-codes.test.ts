import { describe, expect, it } from "vitest";
import { newRecoveryCodes, recoveryCodeDigest, recoveryCodeText } from "./recovery-codes";

describe("recovery codes", () => {
  it("makes 10 different codes of the shape shown", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it("reads a code however it is typed, and nothing else", async () => {
    expect(recoveryCodeText(" ABCDE - fghij ")).toBe("abcdefghij");
    expect(recoveryCodeText("123456")).toBeNull();
    expect(await recoveryCodeDigest("ABCDE-FGHIJ")).toBe(await recoveryCodeDigest("abcdefghij"));
  });
});
