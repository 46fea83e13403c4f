/**
 * The caller's address as Cloudflare sets it on every request from outside. Without it the call came from inside
 * the Worker (a page action that did not pass the visitor's address on): counting those under one shared key
 * would make a per-address limit a site-wide one, so only the per-identifier limits apply then.
 */
export const clientIp = (request: Request): string | null => request.headers.get("cf-connecting-ip");
