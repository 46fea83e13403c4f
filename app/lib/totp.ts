/**
 * Time-based one-time passwords, RFC 6238 over RFC 4226's HOTP: HMAC-SHA-1, 30-second steps, 6 digits, as every
 * authenticator app reads them from an `otpauth://` address. WebCrypto only, so the Worker and Node agree.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32, ignoring case, spaces and padding; null when a character is not base32. */
export function fromBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

export const newTotpSecret = (): string => toBase32(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/** RFC 4226 HOTP of `counter` with `digits` digits. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step an instant falls in. */
export const totpStep = (unixSeconds: number): number => Math.floor(unixSeconds / TOTP_STEP_SECONDS);

/** The code of the step `unixSeconds` falls in. */
export const totpAt = (key: Uint8Array<ArrayBuffer>, unixSeconds: number, digits = TOTP_DIGITS): Promise<string> =>
  hotp(key, totpStep(unixSeconds), digits);

/**
 * The step a typed code belongs to, checking the current step and one on either side (a phone's clock may be
 * off by some seconds), or null. Only steps after `lastUsedStep` count, so a code is accepted once.
 */
export async function matchTotp(secret: string, code: string, unixSeconds: number, lastUsedStep: number | null): Promise<number | null> {
  const key = fromBase32(secret);
  const typed = code.replace(/\s/g, "");
  if (!key || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return null;
  const now = totpStep(unixSeconds);
  for (const step of [now - 1, now, now + 1]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if ((await hotp(key, step)) === typed) return step;
  }
  return null;
}

/** The `otpauth://` address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params}`;
}
