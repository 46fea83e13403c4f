import { describe, expect, it } from "vitest";
import { fromBase32, hotp, matchTotp, otpauthUri, toBase32, totpAt } from "./totp";

/** RFC 6238, appendix B: the SHA-1 seed is the ASCII text "12345678901234567890". */
const RFC_SEED = new TextEncoder().encode("12345678901234567890") as Uint8Array<ArrayBuffer>;
const RFC_6238_SHA1: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's 8-digit SHA-1 test values", async () => {
    for (const [time, code] of RFC_6238_SHA1) expect(await totpAt(RFC_SEED, time, 8), String(time)).toBe(code);
  });

  it("gives their last 6 digits with the 6 digits apps use", async () => {
    for (const [time, code] of RFC_6238_SHA1) expect(await totpAt(RFC_SEED, time), String(time)).toBe(code.slice(2));
  });

  it("gives RFC 4226's HOTP values", async () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    for (const [counter, code] of expected.entries()) expect(await hotp(RFC_SEED, counter)).toBe(code);
  });

  it("writes and reads base32 (RFC 4648 vectors, without padding)", () => {
    const cases: [string, string][] = [["f", "MY"], ["fo", "MZXQ"], ["foo", "MZXW6"], ["foob", "MZXW6YQ"], ["fooba", "MZXW6YTB"], ["foobar", "MZXW6YTBOI"]];
    for (const [text, encoded] of cases) {
      expect(toBase32(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(fromBase32(encoded.toLowerCase())!)).toBe(text);
    }
    expect(fromBase32("not base32!")).toBeNull();
  });

  it("accepts the current step and one on either side, each once", async () => {
    const secret = toBase32(RFC_SEED);
    expect(await matchTotp(secret, "287 082", 59, null)).toBe(1);
    expect(await matchTotp(secret, "287082", 59 + 30, null)).toBe(1);
    expect(await matchTotp(secret, "287082", 59 + 60, null)).toBeNull();
    expect(await matchTotp(secret, "287082", 59, 1)).toBeNull();
    expect(await matchTotp(secret, "28708", 59, null)).toBeNull();
  });

  it("spells the otpauth address apps read", () => {
    expect(otpauthUri("ExpoLink", "demo editor", "ABC")).toBe(
      "otpauth://totp/ExpoLink:demo%20editor?secret=ABC&issuer=ExpoLink&algorithm=SHA1&digits=6&period=30",
    );
  });
});
