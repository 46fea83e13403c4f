import { describe, expect, test } from "vitest";
import { ContentUnauthorizedError, createContentClient, type Fetcher } from "./client";
import { imageAlt, imagePath, localized, localizedImage } from "./localized";

const v4Error = (status: number, name: string, message: string) =>
  Response.json({ data: null, error: { status, name, message, details: {} } }, { status });

function recording(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetcher: Fetcher = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { requests, client: createContentClient({ fetcher, baseUrl: "http://portal.test/" }) };
}

describe("errors are values", () => {
  test("a 400 from an auth action comes back as {ok: false, status, error}", async () => {
    const { client } = recording(() => v4Error(400, "ValidationError", "Invalid identifier or password"));
    const result = await client.auth("local", { identifier: "a", password: "b" });
    expect(result).toEqual({ ok: false, status: 400, error: { status: 400, name: "ValidationError", message: "Invalid identifier or password", details: {} } });
  });

  test("a 401 on query, create, update and remove is a value too", async () => {
    const { client } = recording(() => v4Error(401, "UnauthorizedError", "Missing or invalid credentials"));
    const results = await Promise.all([client.query("api/venues"), client.create("api/x", {}), client.update("api/users", "me", {}), client.remove("api/x", 1)]);
    for (const result of results) expect(result).toMatchObject({ ok: false, status: 401 });
  });

  test("network failures and non-JSON errors are values", async () => {
    const down = createContentClient({ fetcher: async () => Promise.reject(new TypeError("connection refused")), baseUrl: "http://x" });
    expect(await down.findOne("api/venues", 1)).toMatchObject({ ok: false, status: 0, error: { name: "NetworkError" } });
    const { client } = recording(() => new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    expect(await client.query("api/venues")).toMatchObject({ ok: false, status: 502, error: { message: "Bad Gateway" } });
  });
});

describe("401 rejects on findOne", () => {
  test("findOne rejects with ContentUnauthorizedError carrying the v4 error", async () => {
    const { client } = recording(() => v4Error(401, "UnauthorizedError", "Missing or invalid credentials"));
    await expect(client.findOne("api/bookmarks", 3)).rejects.toBeInstanceOf(ContentUnauthorizedError);
    await expect(client.findOne("api/bookmarks", 3)).rejects.toMatchObject({ status: 401, error: { name: "UnauthorizedError" } });
  });

  test("other errors on findOne are values", async () => {
    const { client } = recording(() => v4Error(403, "ForbiddenError", "Forbidden"));
    expect(await client.findOne("api/quotation-venues", 3)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("requests", () => {
  test("query writes Strapi's bracket syntax; findOne appends the id before its query", async () => {
    const { client, requests } = recording(() => Response.json({ data: [], meta: {} }));
    await client.query("api/news", { filters: { $or: [{ connect_menu: { $contains: 1 } }] }, pagination: { page: 2, pageSize: 15 } });
    expect(decodeURIComponent(requests[0]!.url)).toBe("http://portal.test/api/news?filters[$or][0][connect_menu][$contains]=1&pagination[page]=2&pagination[pageSize]=15");
    await client.findOne("api/venues", 7);
    expect(requests[1]!.url).toBe("http://portal.test/api/venues/7");
    await client.findOne("api/venues", 7, { populate: { venue_images: true } });
    expect(decodeURIComponent(requests[2]!.url)).toBe("http://portal.test/api/venues/7?populate[venue_images]=true");
  });

  test("the token bound at construction travels with every call; captcha and submission key as headers", async () => {
    const requests: Request[] = [];
    const client = createContentClient({
      fetcher: async (request) => (requests.push(request), Response.json({ data: {} })),
      baseUrl: "http://portal.test",
      token: "member",
    });
    await client.query("api/bookmarks");
    await client.create("api/email-subscriptions", { data: { email: "a@b.c" } }, { captcha: "tok", idempotencyKey: "k1" });
    await client.auth("change-password", {});
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual(["Bearer member", "Bearer member", "Bearer member"]);
    expect(requests[1]!.headers.get("x-captcha-token")).toBe("tok");
    expect(requests[1]!.headers.get("idempotency-key")).toBe("k1");
    expect(requests[2]!.url).toBe("http://portal.test/api/auth/change-password");
  });

  test("upload posts multipart files; update and remove address path/id", async () => {
    const { client, requests } = recording(() => Response.json([]));
    await client.upload([new File(["a"], "a.png"), new File(["b"], "b.png")]);
    const form = await requests[0]!.formData();
    expect(form.getAll("files")).toHaveLength(2);
    await client.update("api/quotation-venues", 4, { data: {} });
    expect([requests[1]!.method, requests[1]!.url]).toEqual(["PUT", "http://portal.test/api/quotation-venues/4"]);
    await client.remove("api/bookmarks", 9);
    expect([requests[2]!.method, requests[2]!.url]).toEqual(["DELETE", "http://portal.test/api/bookmarks/9"]);
    await client.verifyCaptcha("tok");
    expect(await requests[3]!.json()).toEqual({ token: "tok" });
  });
});

describe("helpers", () => {
  test("localized falls back to Thai when the English text is empty", () => {
    const attrs = { name: "ไบเทค", name_en: "BITEC", note: "หมายเหตุ", note_en: "  " };
    expect(localized(attrs, "name", "en")).toBe("BITEC");
    expect(localized(attrs, "name", "th")).toBe("ไบเทค");
    expect(localized(attrs, "note", "en")).toBe("หมายเหตุ");
    expect(localized(attrs, "missing", "en")).toBe("");
  });

  test("imagePath reads a string, {path} or {url}", () => {
    expect(imagePath("/a.jpg")).toBe("/a.jpg");
    expect(imagePath({ path: "/b.jpg" })).toBe("/b.jpg");
    expect(imagePath({ url: "/c.jpg" })).toBe("/c.jpg");
    expect(imagePath(null)).toBeUndefined();
  });

  test("localizedImage keeps the page language's alt text and drops captions", () => {
    const image = { path: "/p.webp", width: 1200, height: 675, widths: [640], alt: "ไบเทค", alt_en: "BITEC", caption: "อาคาร", caption_en: "Hall" };
    expect(localizedImage(image, "en")).toEqual({ path: "/p.webp", width: 1200, height: 675, widths: [640], alt: "BITEC" });
    expect(localizedImage(image, "th")).toEqual({ path: "/p.webp", width: 1200, height: 675, widths: [640], alt: "ไบเทค" });
    expect(localizedImage({ path: "/q.webp", alt: "ภาพ", alt_en: "" }, "en")).toMatchObject({ alt: "ภาพ" });
    expect(localizedImage("/r.webp", "en")).toBe("/r.webp");
  });

  test("imageAlt reads the page language's alt text, Thai when the English is empty, none for a bare path", () => {
    expect(imageAlt({ path: "/p.webp", alt: "ไบเทค", alt_en: "BITEC" }, "en")).toBe("BITEC");
    expect(imageAlt({ path: "/p.webp", alt: "ไบเทค", alt_en: "" }, "en")).toBe("ไบเทค");
    expect(imageAlt({ path: "/p.webp", alt: "" }, "th")).toBeUndefined();
    expect(imageAlt("/p.webp", "th")).toBeUndefined();
  });
});
