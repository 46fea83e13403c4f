import qs from "qs";
import type { AuthResponse, StrapiErrorBody, UploadedFile, User } from "../model/types";

/**
 * The typed Strapi v4 client around any fetcher: SSR loaders pass the in-process content proxy from
 * the app context, the browser passes `window.fetch`. Error answers come back as values (`{ok: false}`), except
 * a 401 on `get`/`getWithToken`, which rejects with `ContentUnauthorizedError` so the caller can send the
 * member to sign in.
 */
export type Fetcher = (request: Request) => Promise<Response>;

export type ContentResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: StrapiErrorBody };

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
  /** A stored bearer token sent with every call that takes no explicit one. */
  token?: string;
}

export interface WriteOptions {
  /** A reCAPTCHA token for public forms, sent as the `x-captcha-token` header. */
  captcha?: string;
  /** A one-time submission key, sent as `Idempotency-Key`: a repeat answers the first result and writes nothing. */
  idempotencyKey?: string | undefined;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface Call {
  method: Method;
  path: string;
  body?: unknown;
  token?: string | undefined;
  captcha?: string | undefined;
  idempotencyKey?: string | undefined;
  /** Reject a 401 instead of returning it (get and getWithToken). */
  rejectUnauthorized?: boolean;
}

function errorOf(status: number, payload: unknown, fallback: string): StrapiErrorBody {
  const error = (payload as { error?: Partial<StrapiErrorBody> } | null)?.error;
  if (error && typeof error.message === "string") {
    return { status, name: error.name ?? "ApplicationError", message: error.message, details: error.details ?? {} };
  }
  return { status, name: status === 0 ? "NetworkError" : "ApplicationError", message: fallback, details: {} };
}

export function createContentClient(options: ContentClientOptions) {
  let storedToken = options.token;
  const base = options.baseUrl.replace(/\/+$/, "");
  const url = (path: string) => `${base}/${path.replace(/^\/+/, "")}`;
  const withId = (path: string, id?: string | number) => (id === undefined ? path : `${path.replace(/\/+$/, "")}/${encodeURIComponent(String(id))}`);

  async function call<T>({ method, path, body, token, captcha, idempotencyKey, rejectUnauthorized }: Call): Promise<ContentResult<T>> {
    const headers = new Headers({ accept: "application/json" });
    const bearer = token ?? storedToken;
    if (bearer) headers.set("authorization", `Bearer ${bearer}`);
    if (captcha) headers.set("x-captcha-token", captcha);
    if (idempotencyKey) headers.set("idempotency-key", idempotencyKey);
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
    return { ok: false, status: response.status, error };
  }

  return {
    /** Replaces (or with `undefined` removes) the stored bearer token. */
    setToken(token: string | undefined) {
      storedToken = token;
    },
    /** Signs in; any stored authorization is dropped first so a stale token cannot spoil the sign-in. */
    auth(credentials: { identifier: string; password: string }) {
      storedToken = undefined;
      return call<AuthResponse>({ method: "POST", path: "api/auth/local", body: credentials });
    },
    /** GET with a Strapi query (`{filters, sort, pagination, fields, populate}`) in qs bracket syntax. */
    query<T>(path: string, params: Record<string, unknown> = {}) {
      const search = qs.stringify(params, { encodeValuesOnly: true });
      return call<T>({ method: "GET", path: search ? `${path}?${search}` : path });
    },
    me(token: string) {
      return call<User>({ method: "GET", path: "api/users/me", token });
    },
    get<T>(path: string, id?: string | number) {
      return call<T>({ method: "GET", path: withId(path, id), rejectUnauthorized: true });
    },
    getWithToken<T>(path: string, token: string, id?: string | number) {
      return call<T>({ method: "GET", path: withId(path, id), token, rejectUnauthorized: true });
    },
    post<T>(path: string, body: unknown, write: WriteOptions = {}) {
      return call<T>({ method: "POST", path, body, captcha: write.captcha, idempotencyKey: write.idempotencyKey });
    },
    postWithToken<T>(path: string, body: unknown, token: string, write: WriteOptions = {}) {
      return call<T>({ method: "POST", path, body, token, captcha: write.captcha, idempotencyKey: write.idempotencyKey });
    },
    /** PUT on `path/id`. */
    update<T>(path: string, id: string | number, body: unknown) {
      return call<T>({ method: "PUT", path: withId(path, id), body });
    },
    put<T>(path: string, body: unknown) {
      return call<T>({ method: "PUT", path, body });
    },
    putWithToken<T>(path: string, body: unknown, token: string) {
      return call<T>({ method: "PUT", path, body, token });
    },
    delete<T>(path: string, id?: string | number, token?: string) {
      return call<T>({ method: "DELETE", path: withId(path, id), token });
    },
    /** Multipart upload to `api/upload`, each file under `files`. */
    upload(files: readonly Blob[], token?: string) {
      const form = new FormData();
      for (const file of files) form.append("files", file);
      return call<UploadedFile[]>({ method: "POST", path: "api/upload", body: form, token });
    },
    saveLog<T>(body: unknown, token: string) {
      return call<T>({ method: "POST", path: "api/activity-logs", body, token });
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
