/**
 * Password hashes: PBKDF2-SHA256 through WebCrypto (no dependency; docs/decisions/020-password-hashing.md says why
 * not argon2id or scrypt). Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the work factor can
 * rise: a hash below the current parameters is redone at the member's next sign-in. 100 000 is the most
 * workerd allows. The first format, `pbkdf2$sha256$<iterations>$...`, is still read.
 */
import { sha256Hex } from "./hex.ts";
export const PBKDF2_ITERATIONS = 100_000;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

interface Parsed {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parse(stored: string | null): Parsed | null {
  const parts = (stored ?? "").split("$");
  const [iterations, salt, hash] = parts[0] === "pbkdf2-sha256" ? parts.slice(1) : parts[0] === "pbkdf2" && parts[1] === "sha256" ? parts.slice(2) : [];
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS || !salt || !hash) return null;
  return { iterations: count, salt: fromBase64(salt), hash: fromBase64(hash) };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(await derive(password, salt, PBKDF2_ITERATIONS))}`;
}

// A member without a usable hash (unknown identifier, no local password) is checked against this one, so the
// answer takes as long as a wrong password and timing tells no one whether the account exists.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  const target = parsed ?? parse(await dummy())!;
  const actual = await derive(password, target.salt, target.iterations);
  return parsed !== null && constantTimeEqual(actual, target.hash);
}

/** True when the stored hash was made with weaker parameters or an older format than today's. */
export function needsRehash(stored: string | null): boolean {
  return !(stored ?? "").startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`);
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** A random url-safe token (256 bits) for confirmation and reset links. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** How a mailed token is stored: SHA-256 hex. Enough for a 256-bit random token, which no one can guess. */
export const tokenDigest = sha256Hex;
