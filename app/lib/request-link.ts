import { REQUEST_LINK_DAYS } from "../domain/request-delivery";
import { sign, verify } from "hono/jwt";
import { JwtTokenExpired } from "hono/utils/jwt/types";
import { toHex } from "./hex";

/**
 * The signed link that lets a company without an account read and answer one request it was mailed
 * (docs/pages.md, "Requests to listings nobody runs yet"). The token names the request and its listing, expires,
 * and carries a link id that must still match the request's delivery row, so the site team can revoke it.
 * It is signed with a key derived from JWT_SECRET for this purpose only: a member's JWT is never a link, nor
 * a link a member's JWT.
 */
export interface RequestLinkClaims {
  /** The request's collection (`quotation-venues`) and id. */
  collection: string;
  request: number;
  /** The listing the request went to. */
  listing: number;
  /** Matched against the delivery row: a revoked or replaced link stops working. */
  linkId: string;
}


interface Payload {
  col: string;
  rid: number;
  lst: number;
  jti: string;
  exp: number;
  [claim: string]: unknown;
}

async function linkKey(secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("expolink:request-link:v1"))));
}

export async function signRequestLink(secret: string, claims: RequestLinkClaims, now = Date.now()): Promise<string> {
  const payload: Payload = {
    col: claims.collection,
    rid: claims.request,
    lst: claims.listing,
    jti: claims.linkId,
    exp: Math.floor(now / 1000) + REQUEST_LINK_DAYS * 86_400,
  };
  return sign(payload, await linkKey(secret), "HS256");
}

export type LinkCheck = { ok: true; claims: RequestLinkClaims } | { ok: false; reason: "expired" | "invalid" };

const isPayload = (value: Record<string, unknown>): value is Payload =>
  typeof value.col === "string" && Number.isSafeInteger(value.rid) && Number.isSafeInteger(value.lst) && typeof value.jti === "string";

/** The link's claims, or why it cannot be used: expired, or anything else (tampered, truncated, another key). */
export async function verifyRequestLink(secret: string, token: string): Promise<LinkCheck> {
  if (!token || token.length > 2048) return { ok: false, reason: "invalid" };
  try {
    const payload = await verify(token, await linkKey(secret), "HS256");
    if (!isPayload(payload) || typeof payload.exp !== "number") return { ok: false, reason: "invalid" };
    return { ok: true, claims: { collection: payload.col, request: payload.rid, listing: payload.lst, linkId: payload.jti } };
  } catch (error) {
    return { ok: false, reason: error instanceof JwtTokenExpired ? "expired" : "invalid" };
  }
}
