import qs from "qs";
import type { StrapiErrorBody, UploadedFile } from "../model/types";

/**
 * The typed Strapi v4 client around any fetcher: the server builds it through `contentClient`
 * (`content-client.server.ts`), which binds the caller; the browser passes `window.fetch` and no token. The
 * bearer token is fixed when the client is built and sent with every call. Error answers come back as values
 * (`{ok: false}`), except a 401 on `findOne`, which rejects with `ContentUnauthorizedError` so the caller can
 * send the member to sign in.
 */
export type Fetcher = (request: Request) => Promise<Response>;

/** `retryAfter`: the seconds a refused write (429) says to wait, from its Retry-After header. */
export type ContentResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: StrapiErrorBody; retryAfter?: number };

export class ContentUnauthorizedError extends Error {
  readonly status = 401;
  constructor(readonly error: StrapiErrorBody) {
    super(error.message);
    this.name = "ContentUnauthorizedError";
  }
}

export interface ContentClientOptions {
  fetcher: Fetcher;
  /** Origin the API paths hang off, e.g. `https://portal.example` (paths are `api/...`). */
  baseUrl: string;
  /** The bearer token sent with every call; none for an anonymous caller. */
  token?: string | undefined;
  /** Headers sent with every call (the visitor's address, for the service's per-address limits). */
  headers?: Readonly<Record<string, string>>;
}

export interface WriteOptions {
  /** A reCAPTCHA token for public forms, sent as the `x-captcha-token` header. */
  captcha?: string;
  /** A one-time submission key, sent as `Idempotency-Key`: a repeat answers the first result and writes nothing. */
  idempotencyKey?: string | undefined;
}

/** The users-permissions actions the portal posts to, under `api/auth/`. */
export type AuthAction =
  | "local"
  | "local/register"
  | "send-email-confirmation"
  | "forgot-password"
  | "reset-password"
  | "change-password"
  | "logout";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Query = Record<string, unknown>;

interface Call {
  method: Method;
  path: string;
  body?: unknown;
  write?: WriteOptions;
  /** Reject a 401 instead of returning it (findOne). */
  rejectUnauthorized?: boolean;
}

function errorOf(status: number, payload: unknown, fallback: string): StrapiErrorBody {
  const error = (payload as { error?: Partial<StrapiErrorBody> } | null)?.error;
  if (error && typeof error.message === "string") {
    return { status, name: error.name ?? "ApplicationError", message: error.message, details: error.details ?? {} };
  }
  return { status, name: status === 0 ? "NetworkError" : "ApplicationError", message: fallback, details: {} };
}

/** `path` with its Strapi query (`{filters, sort, pagination, fields, populate}`) in qs bracket syntax. */
function withQuery(path: string, params: Query): string {
  const search = qs.stringify(params, { encodeValuesOnly: true });
  return search ? `${path}?${search}` : path;
}

const withId = (path: string, id: string | number) => `${path.replace(/\/+$/, "")}/${encodeURIComponent(String(id))}`;

/** The whole surface: reads, writes and the users-permissions calls, all as the caller the client was built for. */
/** Strapi's `fileInfo` of an upload: the texts it keeps with the file. */
export interface FileInfo {
  alternativeText?: string;
  caption?: string;
}

export interface ContentClient {
  /** GET a collection, a single type or any read endpoint with a Strapi query (`{filters, sort, pagination, fields, populate}`). */
  query<T>(path: string, params?: Query): Promise<ContentResult<T>>;
  /** GET one entry, `path/id`; a 401 rejects with `ContentUnauthorizedError`. */
  findOne<T>(path: string, id: string | number, params?: Query): Promise<ContentResult<T>>;
  /** POST a new entry (`{data}`) to `path`. */
  create<T>(path: string, body: unknown, write?: WriteOptions): Promise<ContentResult<T>>;
  /** PUT on `path/id` (`update("api/users", "me", ...)` for the member's own record). */
  update<T>(path: string, id: string | number, body: unknown): Promise<ContentResult<T>>;
  /** PUT on a single type's path (`api/master-data-app`): its one row, created on the first write. */
  updateSingle<T>(path: string, body: unknown): Promise<ContentResult<T>>;
  /** DELETE `path/id`. */
  remove<T>(path: string, id: string | number): Promise<ContentResult<T>>;
  /** Multipart upload to `api/upload`, each file under `files`, with Strapi's `fileInfo` (alternative text, caption) in their order. */
  upload(files: readonly Blob[], infos?: readonly FileInfo[]): Promise<ContentResult<UploadedFile[]>>;
  /** A users-permissions action under `api/auth/`: `auth("local", credentials)` signs in, with an anonymous client. */
  auth<T>(action: AuthAction, body: unknown, write?: WriteOptions): Promise<ContentResult<T>>;
  /** Checks a visitor's reCAPTCHA token (Google takes each token once); a 400 is a bad or expired token. */
  verifyCaptcha(token: string): Promise<ContentResult<unknown>>;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const url = (path: string) => `${base}/${path.replace(/^\/+/, "")}`;

  async function call<T>({ method, path, body, write = {}, rejectUnauthorized }: Call): Promise<ContentResult<T>> {
    const headers = new Headers(options.headers);
    headers.set("accept", "application/json");
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    if (write.captcha) headers.set("x-captcha-token", write.captcha);
    if (write.idempotencyKey) headers.set("idempotency-key", write.idempotencyKey);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await options.fetcher(new Request(url(path), { method, headers, ...(payload === undefined ? {} : { body: payload }) }));
    } catch (cause) {
      return { ok: false, status: 0, error: errorOf(0, null, `Network error: ${String(cause)}`) };
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.ok) return { ok: true, status: response.status, data: parsed as T };
    const error = errorOf(response.status, parsed, response.statusText || `HTTP ${response.status}`);
    if (response.status === 401 && rejectUnauthorized) throw new ContentUnauthorizedError(error);
    const retryAfter = Number(response.headers.get("retry-after"));
    return { ok: false, status: response.status, error, ...(response.status === 429 && retryAfter > 0 ? { retryAfter } : {}) };
  }

  return {
    query<T>(path: string, params: Query = {}) {
      return call<T>({ method: "GET", path: withQuery(path, params) });
    },
    findOne<T>(path: string, id: string | number, params: Query = {}) {
      return call<T>({ method: "GET", path: withQuery(withId(path, id), params), rejectUnauthorized: true });
    },
    create<T>(path: string, body: unknown, write?: WriteOptions) {
      return call<T>({ method: "POST", path, body, write });
    },
    update<T>(path: string, id: string | number, body: unknown) {
      return call<T>({ method: "PUT", path: withId(path, id), body });
    },
    updateSingle<T>(path: string, body: unknown) {
      return call<T>({ method: "PUT", path, body });
    },
    remove<T>(path: string, id: string | number) {
      return call<T>({ method: "DELETE", path: withId(path, id) });
    },
    upload(files: readonly Blob[], infos: readonly FileInfo[] = []) {
      const form = new FormData();
      for (const file of files) form.append("files", file);
      for (const info of infos) form.append("fileInfo", JSON.stringify(info));
      return call<UploadedFile[]>({ method: "POST", path: "api/upload", body: form });
    },
    auth<T>(action: AuthAction, body: unknown, write?: WriteOptions) {
      return call<T>({ method: "POST", path: `api/auth/${action}`, body, write });
    },
    verifyCaptcha(token: string) {
      return call<unknown>({ method: "POST", path: "api/google-recaptcha-verify", body: { token } });
    },
  };
}
