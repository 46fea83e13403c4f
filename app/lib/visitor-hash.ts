import { toHex } from "./hex";

const encoder = new TextEncoder();

async function hmac(key: Uint8Array<ArrayBuffer>, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, encoder.encode(text)));
}

/**
 * Who a visitor is for one day's view count, without keeping who they are: the address and user agent hashed
 * with a salt derived from the server's secret and the (Bangkok) day. The salt changes every day, so the same
 * visitor is a new hash tomorrow and nothing links their days; without the secret the hash cannot be tested
 * against guessed addresses.
 */
export async function dailyVisitorHash(secret: string, day: string, address: string, agent: string): Promise<string> {
  const salt = await hmac(encoder.encode(secret), `expolink:listing-views:v1:${day}`);
  return toHex(await hmac(salt, `${address}\n${agent}`));
}
