import { sha256Hex } from "~/lib/hex";
import { toBase32 } from "~/lib/totp";

/**
 * One-time recovery codes of the second factor: 10 of them, 50 random bits each, shown once as `abcde-fghij`
 * and kept only as the SHA-256 of their ten characters.
 */
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = toBase32(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** What was typed, as a code is stored: case, spaces and dashes do not matter; null when it cannot be one. */
export function recoveryCodeText(typed: string): string | null {
  const text = typed.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z2-7]{10}$/.test(text) ? text : null;
}

export const recoveryCodeDigest = (code: string): Promise<string> => sha256Hex(recoveryCodeText(code) ?? code);
