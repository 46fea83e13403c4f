import { sign, verify } from "hono/jwt";
import { unauthorized } from "../errors";
import { schemaFor } from "../schema";
import { byId, selectOne, type Row } from "../repository";
import { constantTimeEqual } from "../../../app/lib/password-hash";
import type { ContentEnv } from "../env";

/** Who is calling: nobody, the holder of the content API token, or a signed-in member. */
export type Caller = { kind: "anonymous" } | { kind: "token" } | { kind: "member"; user: Row; id: number };

const JWT_LIFETIME_SECONDS = 30 * 24 * 3600;
const encoder = new TextEncoder();

/** Strapi's `{id}` payload plus `tv`, the member's token version: raising it refuses every JWT issued before. */
export async function issueJwt(env: ContentEnv, user: Row): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign({ id: Number(user.id), tv: tokenVersion(user), iat: now, exp: now + JWT_LIFETIME_SECONDS }, env.JWT_SECRET, "HS256");
}

export const tokenVersion = (user: Row) => Number(user.token_version ?? 0);

function bearer(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

const isTheApiToken = (env: ContentEnv, token: string) =>
  Boolean(env.CONTENT_API_TOKEN) && constantTimeEqual(encoder.encode(token), encoder.encode(env.CONTENT_API_TOKEN));

/** Whether the request carries the content API token as its bearer (no database read, unlike resolveCaller). */
export function isApiTokenRequest(env: ContentEnv, request: Request): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim())?.[1];
  return token !== undefined && isTheApiToken(env, token);
}

/** An Authorization header that is present but wrong is a 401, as Strapi answers; no header is anonymous. */
export async function resolveCaller(env: ContentEnv, request: Request): Promise<Caller> {
  const token = bearer(request);
  if (token === undefined) return { kind: "anonymous" };
  if (isTheApiToken(env, token)) return { kind: "token" };
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, env.JWT_SECRET, "HS256");
  } catch {
    throw unauthorized();
  }
  const id = payload.id;
  const users = schemaFor("users");
  if (typeof id !== "number" || !users) throw unauthorized();
  const user = await selectOne(env.DB, users, byId(users, id));
  // A JWT from before token versions carries none: it counts as version 0, so it dies at the first bump.
  if (!user || user.blocked === 1 || (payload.tv ?? 0) !== tokenVersion(user)) throw unauthorized();
  return { kind: "member", user, id };
}
