import { Hono } from "hono";
import { accessScope, relatedScope } from "../access";
import { fileReader, type FileReader, requireDeletable } from "../attachments";
import { callerOf, type ContentApp, type ContentContext } from "../context";
import { forbidden, notFound, payloadTooLarge, rateLimited, validationError } from "../errors";
import { parseQueryString } from "../query/parse";
import { buildWhere } from "../query/filters";
import { buildOrderBy } from "../query/sort";
import { and } from "../query/sql";
import { byId, deleteRow, selectAll, selectOne, type Row } from "../repository";
import { requireSchema } from "../schema";
import { isUploadMime, SNIFF_BYTES, sniffUploadType, type UploadType } from "../../../app/lib/upload-types";
import { formatsOf, pictureSizes, type Rendition } from "../upload-renditions";

/**
 * Strapi v4's upload content API: `POST /api/upload` (multipart, each file under `files`) stores files in R2;
 * `GET /api/upload/files`, `GET|DELETE /api/upload/files/:id` list, read and delete them; `GET /api/uploads/<key>`
 * serves them. Members see and delete only their own files; the API token all of them. A picture's `width`,
 * `height` and, for the site's own (the API token's) pictures, `formats` (narrower renditions) are made at upload
 * (upload-renditions.ts); `fileInfo` sets a file's alternative text and caption as in Strapi.
 */
export const uploadRoutes = new Hono<ContentApp>();

export const UPLOAD_URL_PREFIX = "/api/uploads/";
export const UPLOAD_LIMITS = {
  filesPerRequest: 10,
  bytesPerFile: 10 * 1024 * 1024,
  /** Per member over the last 24 hours; the API token has no quota. */
  bytesPerDay: 50 * 1024 * 1024,
  filesPerDay: 100,
};
/** Multipart framing on top of the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const DAY_MS = 24 * 3600 * 1000;
const files = () => requireSchema("files");

function splitName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : "";
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 60) || "file";
  return { base, ext };
}

/** The name's extension when it fits the sniffed type, else the type's own. */
const extensionFor = (type: UploadType, ext: string) => (type.extensions.includes(ext) ? ext : type.extensions[0]!);

const formatsColumn = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : (value ?? null));

function uploadEntry(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    alternativeText: row.alternative_text ?? null,
    caption: row.caption ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    formats: formatsColumn(row.formats),
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

const fileIssue = (message: string) => validationError(message, [{ path: ["files"], message }]);

/** Which files the caller may see or delete (access.ts): a member their own, the API token all, anonymous none (403). */
const ownerScope = async (c: ContentContext, action: "read" | "delete") => accessScope(files(), await callerOf(c), action);

interface FileInfo {
  name?: string;
  alternativeText?: string;
  caption?: string;
}

/** Strapi's `fileInfo`: one JSON object per file, in the files' order; what is not text is ignored. */
function fileInfoOf(form: FormData, index: number): FileInfo {
  const raw = form.getAll("fileInfo")[index];
  if (typeof raw !== "string") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw validationError("fileInfo must be JSON");
  }
  const info = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const text = (key: string) => (typeof info[key] === "string" && info[key] ? (info[key] as string).slice(0, 255) : undefined);
  return { name: text("name"), alternativeText: text("alternativeText"), caption: text("caption") };
}

async function readForm(c: ContentContext): Promise<{ list: File[]; infos: FileInfo[] }> {
  const declared = Number(c.req.header("content-length") ?? 0);
  const ceiling = UPLOAD_LIMITS.filesPerRequest * UPLOAD_LIMITS.bytesPerFile + FORM_OVERHEAD_BYTES;
  if (declared > ceiling) throw payloadTooLarge(`The request exceeds ${ceiling} bytes`);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw validationError("Expected multipart/form-data with files under `files`");
  }
  const list = form.getAll("files").filter((f): f is File => typeof f !== "string");
  return { list, infos: list.map((_, i) => fileInfoOf(form, i)) };
}

/** Every file is checked before any is stored, so a refused request keeps nothing. */
async function checkFiles(list: File[]): Promise<UploadType[]> {
  if (list.length === 0) throw fileIssue("Files are empty");
  if (list.length > UPLOAD_LIMITS.filesPerRequest) throw fileIssue(`At most ${UPLOAD_LIMITS.filesPerRequest} files per request`);
  const types: UploadType[] = [];
  for (const file of list) {
    if (file.size > UPLOAD_LIMITS.bytesPerFile) throw payloadTooLarge(`${file.name} exceeds size limit of 10 MB.`);
    const type = sniffUploadType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (!type) throw fileIssue(`${file.name} is not a JPEG, PNG, WebP or AVIF image or a PDF document`);
    types.push(type);
  }
  return types;
}

/** One upload about to be stored: its R2 key, its renditions and the columns of its row. */
interface PendingUpload {
  key: string;
  file: File;
  renditions: Rendition[];
  columns: {
    name: string;
    hash: string;
    ext: string;
    mime: string;
    size: number;
    url: string;
    alternative_text: string | null;
    caption: string | null;
    width: number | null;
    height: number | null;
    formats: string | null;
  };
}

async function pendingUpload(images: ImagesBinding | undefined, file: File, type: UploadType, info: FileInfo, resize: boolean): Promise<PendingUpload> {
  const name = (info.name ?? file.name).slice(0, 255);
  const { base, ext } = splitName(name);
  const hash = `${base}_${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const stored = extensionFor(type, ext);
  const key = `${hash}${stored}`;
  const size = Math.round((file.size / 1024) * 100) / 100;
  const sizes = type.mime.startsWith("image/") ? await pictureSizes(images, new Uint8Array(await file.arrayBuffer()), { key, name, mime: type.mime }, resize) : { size: null, renditions: [] };
  const formats = formatsOf(sizes.renditions, UPLOAD_URL_PREFIX);
  return {
    key,
    file,
    renditions: sizes.renditions,
    columns: {
      name,
      hash,
      ext: stored,
      mime: type.mime,
      size,
      url: `${UPLOAD_URL_PREFIX}${key}`,
      alternative_text: info.alternativeText ?? null,
      caption: info.caption ?? null,
      width: sizes.size?.width ?? null,
      height: sizes.size?.height ?? null,
      formats: formats ? JSON.stringify(formats) : null,
    },
  };
}

const COLUMNS = ["name", "hash", "ext", "mime", "size", "url", "alternative_text", "caption", "width", "height", "formats"] as const;

/**
 * Records the rows in one statement that also checks the member's daily quota, so parallel uploads cannot
 * each pass a check made before the others wrote: the statement inserts all of them or, over the quota, none.
 * The API token (memberId null) has no quota. The rows travel as one JSON parameter: ten files' columns one by
 * one would pass D1's 100 bound parameters.
 */
async function recordUploads(db: D1Database, memberId: number | null, pending: PendingUpload[]): Promise<Row[]> {
  const params: (string | number | null)[] = [memberId, JSON.stringify(pending.map((p) => p.columns))];
  const select = `SELECT ${COLUMNS.map((c) => `json_extract(value, '$.${c}')`).join(", ")}, 'r2', ? FROM json_each(?)`;
  let statement = `INSERT INTO upload_files (${COLUMNS.join(", ")}, provider, uploaded_by_id) ${select}`;
  if (memberId !== null) {
    const window = "FROM upload_files WHERE uploaded_by_id = ? AND created_at > ?";
    statement += ` WHERE (SELECT coalesce(sum(size), 0) ${window}) * 1024 + ? <= ? AND (SELECT count(*) ${window}) + ? <= ?`;
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const bytes = pending.reduce((sum, p) => sum + p.file.size, 0);
    params.push(memberId, since, bytes, UPLOAD_LIMITS.bytesPerDay, memberId, since, pending.length, UPLOAD_LIMITS.filesPerDay);
  }
  const { results } = await db.prepare(`${statement} RETURNING *`).bind(...params).all<Row>();
  const byHash = new Map(results.map((row) => [String(row.hash), row] as const));
  return pending.map((p) => byHash.get(p.columns.hash)).filter((row): row is Row => row !== undefined);
}

async function quotaReached(db: D1Database, memberId: number) {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const oldest = await db
    .prepare("SELECT min(created_at) AS oldest FROM upload_files WHERE uploaded_by_id = ? AND created_at > ?")
    .bind(memberId, since)
    .first<{ oldest: string | null }>();
  // Room frees up when the oldest upload of the window turns 24 hours old.
  const freesAt = oldest?.oldest ? Date.parse(oldest.oldest) + DAY_MS : Date.now() + DAY_MS;
  return rateLimited(
    `Daily upload limit reached (${UPLOAD_LIMITS.bytesPerDay / 1024 / 1024} MB or ${UPLOAD_LIMITS.filesPerDay} files in 24 hours)`,
    (freesAt - Date.now()) / 1000,
  );
}

/** The rows are recorded (and the quota taken) first; if storing the bytes fails, the rows and objects go again. */
uploadRoutes.post("/upload", async (c) => {
  const caller = await callerOf(c);
  if (caller.kind === "anonymous") throw forbidden();
  const { list, infos } = await readForm(c);
  const types = await checkFiles(list);
  const memberId = caller.kind === "member" ? caller.id : null;
  // Only the site's own pictures get renditions: a member's file is private, and a rendition is served to anyone.
  // One file at a time: only one file's bytes are in memory at once.
  const pending: PendingUpload[] = [];
  for (const [i, file] of list.entries()) pending.push(await pendingUpload(c.env.IMAGES, file, types[i]!, infos[i]!, memberId === null));
  const rows = await recordUploads(c.env.DB, memberId, pending);
  if (rows.length === 0 && memberId !== null) throw await quotaReached(c.env.DB, memberId);
  try {
    for (const p of pending) {
      await c.env.UPLOADS.put(p.key, p.file.stream(), { httpMetadata: { contentType: p.columns.mime } });
      for (const r of p.renditions) await c.env.UPLOADS.put(r.key, r.bytes, { httpMetadata: { contentType: r.format.mime } });
    }
  } catch (error) {
    await c.env.UPLOADS.delete(pending.flatMap((p) => [p.key, ...p.renditions.map((r) => r.key)]));
    await c.env.DB.batch(rows.map((row) => c.env.DB.prepare("DELETE FROM upload_files WHERE id = ?").bind(row.id)));
    throw error;
  }
  return c.json(rows.map(uploadEntry));
});

/** Strapi's upload `find`: a plain array, with `filters` and `sort`, of the files the caller may see. */
uploadRoutes.get("/upload/files", async (c) => {
  const scope = await ownerScope(c, "read");
  const raw = parseQueryString(new URL(c.req.url).search);
  const schema = files();
  const related = relatedScope(await callerOf(c), false);
  const rows = await selectAll(c.env.DB, schema, and([buildWhere(schema, raw.filters, related), scope]), buildOrderBy(schema, raw.sort));
  return c.json(rows.map(uploadEntry));
});

/** A file the caller may not see answers exactly as a missing one (Strapi's `file.notFound`). */
async function ownFile(c: ContentContext, action: "read" | "delete"): Promise<Row> {
  const scope = await ownerScope(c, action);
  const id = c.req.param("id") ?? "";
  const row = /^\d{1,15}$/.test(id) ? await selectOne(c.env.DB, files(), byId(files(), Number(id), scope)) : null;
  if (!row) throw notFound("file.notFound");
  return row;
}

uploadRoutes.get("/upload/files/:id", async (c) => c.json(uploadEntry(await ownFile(c, "read"))));

uploadRoutes.delete("/upload/files/:id", async (c) => {
  const row = await ownFile(c, "delete");
  const caller = await callerOf(c);
  if (caller.kind === "member") await requireDeletable(c.env.DB, caller.id, Number(row.id));
  const renditions = Object.values((formatsColumn(row.formats) ?? {}) as Record<string, { url?: unknown }>).map((format) => String(format.url ?? ""));
  await c.env.UPLOADS.delete([String(row.url), ...renditions].filter((url) => url.startsWith(UPLOAD_URL_PREFIX)).map((url) => url.slice(UPLOAD_URL_PREFIX.length)));
  await deleteRow(c.env.DB, files(), Number(row.id));
  return c.json(uploadEntry(row));
});

/**
 * A file the caller may not read (a member's file, for anyone but its uploader, the API token and the readers of
 * a request holding it, unless a public page shows it: attachments.ts) answers exactly as a missing one: 404, so
 * its name confirms nothing.
 */
/**
 * The site's files never change under their address; a member's file shown on a public page is everyone's only
 * while a page shows it, so caches ask again within the hour; a file shown only to some callers is never kept by a
 * shared cache, and nothing asked for with a token is.
 */
function fileCaching(reader: Exclude<FileReader, "none">, anonymous: boolean): string {
  if (!anonymous || reader === "caller") return "private, no-store";
  return reader === "site" ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

uploadRoutes.get("/uploads/:key{[A-Za-z0-9_.-]+}", async (c) => {
  const key = c.req.param("key");
  // The key is the row's unique (indexed) hash and its extension.
  const dot = key.lastIndexOf(".");
  const url = `${UPLOAD_URL_PREFIX}${key}`;
  const row = await c.env.DB.prepare("SELECT id, uploaded_by_id FROM upload_files WHERE hash = ? AND url = ?")
    .bind(dot > 0 ? key.slice(0, dot) : key, url)
    .first<{ id: number; uploaded_by_id: number | null }>();
  const caller = await callerOf(c);
  // A file with no row (stored before the rows existed) is the site's.
  const reader = row ? await fileReader(c.env.DB, caller, { id: row.id, url, uploadedBy: row.uploaded_by_id }) : "site";
  if (reader === "none") throw notFound();
  const object = await c.env.UPLOADS.get(key);
  if (!object) throw notFound();
  // Only the allowed types keep their own; anything stored before the allow-list downloads as bytes.
  const stored = object.httpMetadata?.contentType ?? "";
  const type = isUploadMime(stored) ? stored : "application/octet-stream";
  const headers = new Headers({
    "content-type": type,
    etag: object.httpEtag,
    "cache-control": fileCaching(reader, caller.kind === "anonymous"),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  // Images show inline; PDFs and anything else download instead of rendering on our origin.
  if (!type.startsWith("image/")) headers.set("content-disposition", `attachment; filename="${key}"`);
  return new Response(object.body, { headers });
});
