import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, createMember } from "./content-fixtures";
import { PHOTO_1200 } from "./picture-fixtures";

const upload = (token: string, fileInfo?: object) => {
  const body = new FormData();
  body.append("files", new File([PHOTO_1200], "Hall 5.jpg", { type: "image/jpeg" }));
  if (fileInfo) body.append("fileInfo", JSON.stringify(fileInfo));
  return api("/api/upload", { method: "POST", body, headers: bearer(token) });
};
const serve = async (url: string) => (await import("cloudflare:test")).SELF.fetch(`http://example.com${url}`);

describe("upload: sizes and renditions (docs/decisions/067)", () => {
  test("the site's picture is stored with its size, its alternative text and caption, and a 640 px rendition beside it", async () => {
    const r = await upload(API_TOKEN, { alternativeText: "ห้องจัดแสดง 5", caption: "Hall 5" });
    expect(r.status).toBe(200);
    const entry = r.body[0];
    expect(entry).toMatchObject({ width: 1200, height: 675, alternativeText: "ห้องจัดแสดง 5", caption: "Hall 5", mime: "image/jpeg" });
    const rendition = entry.url.replace(/\.jpg$/, "-640.jpg");
    expect(entry.formats).toEqual({ w640: expect.objectContaining({ width: 640, height: 360, mime: "image/jpeg", ext: ".jpg", url: rendition, path: null }) });

    const served = await serve(rendition);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const info = await env.IMAGES.info(served.body!);
    expect(info).toMatchObject({ width: 640, height: 360 });

    const listed = await api(`/api/upload/files/${entry.id}`, { headers: bearer(API_TOKEN) });
    expect(listed.body).toMatchObject({ width: 1200, height: 675, formats: { w640: { url: rendition } } });

    expect((await api(`/api/upload/files/${entry.id}`, { method: "DELETE", headers: bearer(API_TOKEN) })).status).toBe(200);
    expect(await env.UPLOADS.head(rendition.slice("/api/uploads/".length))).toBeNull();
  });

  test("a member's picture gets its size but no rendition: renditions are served to anyone", async () => {
    const member = await createMember("renditions-member");
    const r = await upload(member.jwt);
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ width: 1200, height: 675, formats: null });
  });
});
