import { describe, expect, test } from "vitest";
import { ContentUnauthorizedError, createContentClient, type Fetcher } from "./client";
import { imagePath, localized } from "./localized";

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
  test("a 400 from post comes back as {ok: false, status, error}", async () => {
    const { client } = recording(() => v4Error(400, "ValidationError", "Invalid identifier or password"));
    const result = await client.post("api/auth/local", { identifier: "a", password: "b" });
    expect(result).toEqual({ ok: false, status: 400, error: { status: 400, name: "ValidationError", message: "Invalid identifier or password", details: {} } });
  });

  test("a 401 on query, post, put, delete and me is a value too", async () => {
    const { client } = recording(() => v4Error(401, "UnauthorizedError", "Missing or invalid credentials"));
    for (const result of await Promise.all([client.query("api/venues"), client.post("api/x", {}), client.put("api/x", {}), client.delete("api/x", 1), client.me("t")])) {
      expect(result).toMatchObject({ ok: false, status: 401 });
    }
  });

  test("network failures and non-JSON errors are values", async () => {
    const down = createContentClient({ fetcher: async () => Promise.reject(new TypeError("connection refused")), baseUrl: "http://x" });
    expect(await down.get("api/venues")).toMatchObject({ ok: false, status: 0, error: { name: "NetworkError" } });
    const { client } = recording(() => new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    expect(await client.query("api/venues")).toMatchObject({ ok: false, status: 502, error: { message: "Bad Gateway" } });
  });
});

describe("401 rejects on get and getWithToken", () => {
  test("get rejects with ContentUnauthorizedError carrying the v4 error", async () => {
    const { client } = recording(() => v4Error(401, "UnauthorizedError", "Missing or invalid credentials"));
    await expect(client.get("api/users/me")).rejects.toBeInstanceOf(ContentUnauthorizedError);
    await expect(client.getWithToken("api/bookmarks", "expired")).rejects.toMatchObject({ status: 401, error: { name: "UnauthorizedError" } });
  });

  test("other errors on get are values", async () => {
    const { client } = recording(() => v4Error(403, "ForbiddenError", "Forbidden"));
    expect(await client.get("api/quotation-venues", 3)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("requests", () => {
  test("query writes Strapi's bracket syntax; get appends the id", async () => {
    const { client, requests } = recording(() => Response.json({ data: [], meta: {} }));
    await client.query("api/news", { filters: { $or: [{ connect_menu: { $contains: 1 } }] }, pagination: { page: 2, pageSize: 15 } });
    expect(decodeURIComponent(requests[0]!.url)).toBe("http://portal.test/api/news?filters[$or][0][connect_menu][$contains]=1&pagination[page]=2&pagination[pageSize]=15");
    await client.get("api/venues", 7);
    expect(requests[1]!.url).toBe("http://portal.test/api/venues/7");
  });

  test("auth drops the stored token; tokens and captcha travel as headers", async () => {
    const { client, requests } = recording(() => Response.json({ jwt: "j", user: { id: 1 } }));
    client.setToken("old");
    await client.query("api/venues");
    await client.auth({ identifier: "a", password: "b" });
    await client.postWithToken("api/bookmarks", { data: {} }, "member");
    await client.post("api/email-subscriptions", { data: { email: "a@b.c" } }, { captcha: "tok" });
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual(["Bearer old", null, "Bearer member", null]);
    expect(requests[3]!.headers.get("x-captcha-token")).toBe("tok");
    expect(await requests[1]!.json()).toEqual({ identifier: "a", password: "b" });
  });

  test("upload posts multipart files; saveLog posts to activity-logs with the token", async () => {
    const { client, requests } = recording(() => Response.json([]));
    await client.upload([new File(["a"], "a.png"), new File(["b"], "b.png")], "member");
    const form = await requests[0]!.formData();
    expect(form.getAll("files")).toHaveLength(2);
    await client.saveLog({ data: { action: "view" } }, "member");
    expect(requests[1]!.url).toBe("http://portal.test/api/activity-logs");
    expect(requests[1]!.headers.get("authorization")).toBe("Bearer member");
    await client.update("api/quotation-venues", 4, { data: {} });
    expect(requests[2]!.method).toBe("PUT");
    expect(requests[2]!.url).toBe("http://portal.test/api/quotation-venues/4");
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
});
