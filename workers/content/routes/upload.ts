import { Hono } from "hono";
import { callerOf, type ContentApp } from "../context";
import { forbidden, notFound, validationError } from "../errors";
import { insertRow, type Row } from "../repository";
import { requireSchema } from "../schema";

/**
 * `POST /api/upload` (multipart, each file under `files`) stores files in R2 and answers Strapi's upload shape;
 * `GET /api/uploads/<key>` serves them.
 */
export const uploadRoutes = new Hono<ContentApp>();

export const UPLOAD_URL_PREFIX = "/api/uploads/";
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/;

function splitName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot).toLowerCase().replace(/[^.a-z0-9]/g, "") : "";
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 60) || "file";
  return { base, ext };
}

function uploadEntry(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    alternativeText: row.alternative_text ?? null,
    caption: row.caption ?? null,
    width: null,
    height: null,
    formats: null,
    hash: row.hash,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    url: row.url,
    previewUrl: null,
    provider: row.provider,
    provider_metadata: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

uploadRoutes.post("/upload", async (c) => {
  const caller = await callerOf(c);
  if (caller.kind === "anonymous") throw forbidden();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw validationError("Expected multipart/form-data with files under `files`");
  }
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
  if (files.length === 0) throw validationError("Files are empty", [{ path: ["files"], message: "No file under `files`" }]);
  const tooBig = files.find((f) => f.size > MAX_FILE_BYTES);
  if (tooBig) throw validationError(`${tooBig.name} is larger than 10 MB`, [{ path: ["files"], message: "File too large" }]);
  const stored = [];
  for (const file of files) {
    const { base, ext } = splitName(file.name);
    const hash = `${base}_${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;
    const key = `${hash}${ext}`;
    const mime = file.type || "application/octet-stream";
    await c.env.UPLOADS.put(key, file.stream(), { httpMetadata: { contentType: mime } });
    const row = await insertRow(c.env.DB, requireSchema("files"), {
      name: file.name.slice(0, 255),
      hash,
      ext,
      mime,
      size: Math.round((file.size / 1024) * 100) / 100,
      url: `${UPLOAD_URL_PREFIX}${key}`,
      provider: "r2",
      uploaded_by_id: caller.kind === "member" ? caller.id : null,
    });
    stored.push(uploadEntry(row));
  }
  return c.json(stored);
});

uploadRoutes.get("/uploads/:key{[A-Za-z0-9_.-]+}", async (c) => {
  const object = await c.env.UPLOADS.get(c.req.param("key"));
  if (!object) throw notFound();
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  const headers = new Headers({
    "content-type": type,
    etag: object.httpEtag,
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  });
  // Anything that is not a plain image or PDF downloads instead of rendering on our origin.
  if (!INLINE_TYPES.test(type)) headers.set("content-disposition", "attachment");
  return new Response(object.body, { headers });
});
