import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createMember, jsonInit, newClientIp } from "./content-fixtures";
import { seedContent } from "./seeded";

let member: { jwt: string; id: number };

beforeAll(async () => {
  await seedContent();
  member = await createMember("private-answers");
});

describe("member answers of the API are never kept by a cache", () => {
  it("a sign-in and everything read or written with a member's token is private, no-store", async () => {
    const signIn = await api(
      "/api/auth/local",
      jsonInit("POST", { identifier: "private-answers@example.com", password: "secret-pass-1" }, { "cf-connecting-ip": newClientIp() }),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    const auth = bearer(member.jwt);
    for (const path of ["/api/users/me", "/api/bookmarks", "/api/quotation-venues", "/api/booth-reservations", "/api/activity-logs", "/api/upload/files", "/api/venues"]) {
      const answer = await api(path, { headers: auth });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const bookmark = await api("/api/bookmarks", jsonInit("POST", { data: { venue: 1 } }, auth));
    expect(bookmark.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an answer refusing a caller is private too; an anonymous read of public content is not", async () => {
    const refused = await api("/api/users/me");
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const listing = await api("/api/venues");
    expect(listing.status).toBe(200);
    expect(listing.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
