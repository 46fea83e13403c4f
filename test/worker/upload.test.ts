import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, createMember } from "./content-fixtures";
import { signedInStaff } from "./staff-fixtures";
import { daysFromToday } from "../calendar";

let alice: { jwt: string; id: number };
let bob: { jwt: string; id: number };

beforeAll(async () => {
  alice = await createMember("alice");
  bob = await createMember("bob");
});

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));
// A real 1×1 PNG, and the smallest headers that make each allowed type what it is.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (ch) => ch.charCodeAt(0));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const WEBP = bytes("RIFF", [26, 0, 0, 0], "WEBPVP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
const AVIF = bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf", [0, 0, 0, 8], "free");
const PDF = bytes("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const file = (content: Uint8Array<ArrayBuffer> | string, name: string, type = "") => new File([content], name, { type });
const form = (...files: File[]) => {
  const body = new FormData();
  for (const f of files) body.append("files", f);
  return body;
};
const upload = (token: string | null, ...files: File[]) =>
  api("/api/upload", { method: "POST", body: form(...files), headers: token ? bearer(token) : {} });
const serve = async (url: string, headers: Record<string, string> = {}) => (await import("cloudflare:test")).SELF.fetch(`http://example.com${url}`, { headers });
const storedCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM upload_files").first<{ n: number }>())!.n;
const objectCount = async () => (await env.UPLOADS.list()).objects.length;

describe("upload: what may be stored", () => {
  test("images and PDFs are stored as their content says and served back with safe headers", async () => {
    const r = await upload(
      alice.jwt,
      file(PNG, "Booth Plan.png", "image/png"),
      file(JPEG, "photo.jpg", "image/png"),
      file(WEBP, "hall.webp"),
      file(AVIF, "logo.avif", "application/octet-stream"),
      file(PDF, "brochure.pdf", "application/pdf"),
    );
    expect(r.status).toBe(200);
    expect(r.body.map((f: { mime: string; ext: string }) => [f.mime, f.ext])).toEqual([
      ["image/png", ".png"],
      ["image/jpeg", ".jpg"],
      ["image/webp", ".webp"],
      ["image/avif", ".avif"],
      ["application/pdf", ".pdf"],
    ]);
    expect(r.body[0]).toMatchObject({ name: "Booth Plan.png", provider: "r2", url: expect.stringMatching(/^\/api\/uploads\/Booth_Plan_\w{10}\.png$/) });

    const png = await serve(r.body[0].url, bearer(alice.jwt));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    expect(png.headers.get("content-disposition")).toBeNull();
    expect(png.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG);

    const jpeg = await serve(r.body[1].url, bearer(alice.jwt));
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    await jpeg.arrayBuffer();

    const pdf = await serve(r.body[4].url, bearer(alice.jwt));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="brochure_\w{10}\.pdf"$/);
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    await pdf.arrayBuffer();
  });

  test("a declared type or extension is not enough: HTML, SVG, GIF and text are refused and nothing is kept", async () => {
    const before = [await storedCount(), await objectCount()];
    const refused = [
      file("<html><script>alert(document.cookie)</script></html>", "avatar.png", "image/png"),
      file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "logo.svg", "image/svg+xml"),
      file(bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0, 0x3b]), "anim.gif", "image/gif"),
      file("just text", "brochure.pdf", "application/pdf"),
      file(new Uint8Array(), "empty.jpg", "image/jpeg"),
    ];
    for (const bad of refused) {
      const r = await upload(alice.jwt, file(PNG, "ok.png", "image/png"), bad);
      expect(r.status, bad.name).toBe(400);
      expect(r.body.error).toMatchObject({ status: 400, name: "ValidationError" });
      expect(r.body.error.message, bad.name).toContain(bad.name);
      expect(r.body.error.details.errors[0].path).toEqual(["files"]);
    }
    expect([await storedCount(), await objectCount()]).toEqual(before);
  });

  test("at most 10 files in one request", async () => {
    const before = await storedCount();
    const eleven = Array.from({ length: 11 }, (_, i) => file(PNG, `p${i}.png`, "image/png"));
    const r = await upload(alice.jwt, ...eleven);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ name: "ValidationError", details: { errors: [{ path: ["files"] }] } });
    expect(await storedCount()).toBe(before);
    expect((await upload(alice.jwt, ...eleven.slice(0, 10))).status).toBe(200);
  });

  test("a file over 10 MB is a 413 PayloadTooLargeError", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const r = await upload(bob.jwt, file(big, "huge.png", "image/png"));
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ data: null, error: { status: 413, name: "PayloadTooLargeError" } });
  });

  test("a request declaring more than 10 files of 10 MB is refused before it is read", async () => {
    const declared = 10 * 10 * 1024 * 1024 + 64 * 1024 + 1;
    const body = new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024)) });
    const r = await api("/api/upload", {
      method: "POST",
      body,
      headers: { ...bearer(alice.jwt), "content-type": "multipart/form-data; boundary=x", "content-length": String(declared) },
      duplex: "half",
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(r.body.error).toMatchObject({ name: "PayloadTooLargeError" });
  });

  test("a member stores at most 50 MB in 24 hours; older uploads and the API token do not count against it", async () => {
    const carol = await createMember("carol");
    const seed = (kb: number, createdAt: string) =>
      env.DB.prepare("INSERT INTO upload_files (name, hash, ext, mime, size, url, uploaded_by_id, created_at) VALUES ('x.pdf', ?, '.pdf', 'application/pdf', ?, '/api/uploads/none', ?, ?)")
        .bind(crypto.randomUUID(), kb, carol.id, createdAt)
        .run();
    await seed(60 * 1024, new Date(Date.now() - 25 * 3600 * 1000).toISOString());
    expect((await upload(carol.jwt, file(PDF, "first.pdf", "application/pdf"))).status).toBe(200);
    await seed(50 * 1024, new Date(Date.now() - 3600 * 1000).toISOString());
    const r = await upload(carol.jwt, file(PDF, "one-more.pdf", "application/pdf"));
    expect(r.status).toBe(429);
    expect(r.body.error).toMatchObject({ status: 429, name: "RateLimitError" });
    // Room frees up when the upload of an hour ago turns 24 hours old.
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(22.9 * 3600);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(23 * 3600);
    expect((await upload(API_TOKEN, file(PDF, "site.pdf", "application/pdf"))).status).toBe(200);
    expect((await upload(alice.jwt, file(PDF, "alice.pdf", "application/pdf"))).status).toBe(200);
  });

  test("a member stores at most 100 files in 24 hours", async () => {
    const dave = await createMember("dave");
    const statement = env.DB.prepare("INSERT INTO upload_files (name, hash, ext, mime, size, url, uploaded_by_id) VALUES ('x.png', ?, '.png', 'image/png', 0.07, '/api/uploads/none', ?)");
    await env.DB.batch(Array.from({ length: 99 }, () => statement.bind(crypto.randomUUID(), dave.id)));
    expect((await upload(dave.jwt, file(PNG, "last.png", "image/png"), file(PNG, "over.png", "image/png"))).status).toBe(429);
    expect((await upload(dave.jwt, file(PNG, "last.png", "image/png"))).status).toBe(200);
    expect((await upload(dave.jwt, file(PNG, "over.png", "image/png"))).status).toBe(429);
  });

  test("parallel uploads never store more than the daily quota: the check and the record are one statement", async () => {
    const erin = await createMember("erin");
    const ten = () => Array.from({ length: 10 }, (_, i) => file(PNG, `p${i}.png`, "image/png"));
    const answers = await Promise.all(Array.from({ length: 15 }, () => upload(erin.jwt, ...ten())));
    const stored = await env.DB.prepare("SELECT url FROM upload_files WHERE uploaded_by_id = ?").bind(erin.id).all<{ url: string }>();
    expect(stored.results.length).toBe(100);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
    const objects = await Promise.all(stored.results.map((row) => env.UPLOADS.head(row.url.replace("/api/uploads/", ""))));
    expect(objects.every((o) => o !== null)).toBe(true);
  });

  test("anonymous uploads and empty forms are refused", async () => {
    expect((await upload(null, file(PNG, "a.png", "image/png"))).status).toBe(403);
    expect((await api("/api/upload", { method: "POST", body: new FormData(), headers: bearer(alice.jwt) })).status).toBe(400);
    expect((await api("/api/uploads/nothing-here.png")).status).toBe(404);
  });

  test("an object stored before these rules with an unsafe type is served as a download", async () => {
    await env.UPLOADS.put("legacy_0123456789.html", "<script>alert(1)</script>", { httpMetadata: { contentType: "text/html" } });
    const r = await serve("/api/uploads/legacy_0123456789.html");
    expect(r.headers.get("content-type")).toBe("application/octet-stream");
    expect(r.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    await r.arrayBuffer();
  });
});

describe("upload: owners list and delete their files", () => {
  test("a member lists only their own files; the API token lists all; anonymous is 403", async () => {
    const mine = (await upload(alice.jwt, file(PNG, "mine.png", "image/png"))).body[0];
    const theirs = (await upload(bob.jwt, file(PNG, "theirs.png", "image/png"))).body[0];
    const aliceList = await api("/api/upload/files", { headers: bearer(alice.jwt) });
    expect(aliceList.status).toBe(200);
    const aliceIds = aliceList.body.map((f: { id: number }) => f.id);
    expect(aliceIds).toContain(mine.id);
    expect(aliceIds).not.toContain(theirs.id);
    const filtered = await api(`/api/upload/files?filters[name][$eq]=theirs.png`, { headers: bearer(alice.jwt) });
    expect(filtered.body).toEqual([]);
    const all = (await api("/api/upload/files", { headers: bearer(API_TOKEN) })).body.map((f: { id: number }) => f.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await api("/api/upload/files")).status).toBe(403);
    expect((await api(`/api/upload/files/${mine.id}`, { headers: bearer(alice.jwt) })).body).toMatchObject({ id: mine.id, url: mine.url });
    const other = await api(`/api/upload/files/${theirs.id}`, { headers: bearer(alice.jwt) });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ name: "NotFoundError" });
  });

  test("only the owner or the API token deletes; another member gets the same 404 as for a missing file", async () => {
    const [mine, second] = (await upload(alice.jwt, file(PNG, "avatar.png", "image/png"), file(PDF, "cv.pdf", "application/pdf"))).body as [{ id: number; url: string }, { id: number; url: string }];
    const byBob = await api(`/api/upload/files/${mine.id}`, { method: "DELETE", headers: bearer(bob.jwt) });
    const missing = await api("/api/upload/files/999999", { method: "DELETE", headers: bearer(bob.jwt) });
    expect(byBob.status).toBe(404);
    expect(byBob.body).toEqual(missing.body);
    expect((await api(`/api/upload/files/${mine.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await serve(mine.url, bearer(alice.jwt))).status).toBe(200);

    const deleted = await api(`/api/upload/files/${mine.id}`, { method: "DELETE", headers: bearer(alice.jwt) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: mine.id, url: mine.url });
    expect((await serve(mine.url, bearer(alice.jwt))).status).toBe(404);
    expect(await env.UPLOADS.head(mine.url.replace("/api/uploads/", ""))).toBeNull();
    expect((await api(`/api/upload/files/${mine.id}`, { headers: bearer(alice.jwt) })).status).toBe(404);

    expect((await api(`/api/upload/files/${second.id}`, { method: "DELETE", headers: bearer(API_TOKEN) })).status).toBe(200);
    expect((await serve(second.url, bearer(API_TOKEN))).status).toBe(404);
  });
});

describe("upload: who may fetch a file", () => {
  test("a member's file answers only to them, the site team and the token; the site's own files to everyone, for good", async () => {
    const [photo] = (await upload(alice.jwt, file(PNG, "me.png", "image/png"))).body as [{ url: string }];
    const missing = await serve("/api/uploads/none_0123456789.png");
    const missingBody = await missing.text();
    for (const [who, headers] of [["anonymous", {}], ["another member", bearer(bob.jwt)]] as const) {
      const answer = await serve(photo.url, headers);
      expect(answer.status, who).toBe(404);
      expect(await answer.text(), who).toBe(missingBody);
      expect(answer.headers.get("cache-control"), who).toBe("private, no-store");
    }
    for (const [who, headers] of [["the uploader", bearer(alice.jwt)], ["the API token", bearer(API_TOKEN)]] as const) {
      const answer = await serve(photo.url, headers);
      expect(answer.status, who).toBe(200);
      expect(answer.headers.get("cache-control"), who).toBe("private, no-store");
      await answer.arrayBuffer();
    }
    // The site team, signed in to the back office, opens it with its session cookie alone.
    const { cookie } = await signedInStaff("files-editor", "editor");
    const byStaff = await serve(photo.url, { cookie });
    expect(byStaff.status).toBe(200);
    expect(byStaff.headers.get("cache-control")).toBe("private, no-store");
    await byStaff.arrayBuffer();

    const [banner] = (await upload(API_TOKEN, file(PNG, "banner.png", "image/png"))).body as [{ url: string }];
    const site = await serve(banner.url);
    expect(site.status).toBe(200);
    expect(site.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await site.arrayBuffer();
  });

  test("a member's picture a published page shows is everyone's while the page shows it", async () => {
    const [logo] = (await upload(alice.jwt, file(PNG, "logo.png", "image/png"))).body as [{ url: string }];
    expect((await serve(logo.url)).status, "before any page shows it").toBe(404);
    const venue = await env.DB.prepare(
      "INSERT INTO venues (name, name_en, slug, gallery, published_at) VALUES ('ฮอลล์ของอลิซ', 'Alice Hall', 'alice-hall', ?, NULL) RETURNING id",
    )
      .bind(JSON.stringify([{ url: logo.url, alternativeText: "Alice Hall" }]))
      .first<{ id: number }>();
    // A draft shows nothing to anyone.
    expect((await serve(logo.url)).status, "on a draft").toBe(404);
    await env.DB.prepare("UPDATE venues SET published_at = ? WHERE id = ?").bind(`${daysFromToday(-1)}T00:00:00.000Z`, venue!.id).run();
    const shown = await serve(logo.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("public, max-age=3600");
    await shown.arrayBuffer();
    await env.DB.prepare("UPDATE venues SET gallery = '[]' WHERE id = ?").bind(venue!.id).run();
    expect((await serve(logo.url)).status, "once the page no longer shows it").toBe(404);
  });
});
