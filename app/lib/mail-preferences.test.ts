import { describe, expect, it } from "vitest";
import { addressKey, readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./mail-preferences";

const SECRET = "a-test-secret-of-some-length";

describe("unsubscribe links", () => {
  it("name the address, the kind and the language, and read back only with the same secret", async () => {
    const token = await unsubscribeToken(SECRET, { email: " Somchai@Example.com ", kind: "follow-digest", locale: "en" });
    expect(await readUnsubscribeToken(SECRET, token)).toEqual({ email: "somchai@example.com", kind: "follow-digest", locale: "en" });
    expect(await readUnsubscribeToken("another-secret", token)).toBeNull();
  });

  it("refuse a tampered payload, a cut signature and rubbish", async () => {
    const token = await unsubscribeToken(SECRET, { email: "a@example.com", kind: "newsletter", locale: "th" });
    const [payload, mac] = token.split(".") as [string, string];
    const forged = btoa(JSON.stringify(["b@example.com", "newsletter", "th"])).replace(/=+$/, "");
    expect(await readUnsubscribeToken(SECRET, `${forged}.${mac}`)).toBeNull();
    expect(await readUnsubscribeToken(SECRET, `${payload}.${mac.slice(0, -1)}`)).toBeNull();
    expect(await readUnsubscribeToken(SECRET, `${payload}.${mac}.x`)).toBeNull();
    for (const junk of ["", ".", "abc", "%%%.%%%", "a.b"]) expect(await readUnsubscribeToken(SECRET, junk)).toBeNull();
  });

  it("refuse a signed claim of a transactional kind", async () => {
    const token = await unsubscribeToken(SECRET, { email: "a@example.com", kind: "reset-password" as never, locale: "th" });
    expect(await readUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it("open the unsubscribe page in the mail's language", () => {
    expect(unsubscribeUrl("https://expolink.example", "en", "p.s")).toBe("https://expolink.example/en/unsubscribe?token=p.s");
    expect(unsubscribeUrl("https://expolink.example/", "th", "p.s")).toBe("https://expolink.example/unsubscribe?token=p.s");
  });

  it("key preferences by the address in any case, never the address itself", async () => {
    expect(await addressKey("A@Example.com ")).toBe(await addressKey("a@example.com"));
    expect(await addressKey("a@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});
