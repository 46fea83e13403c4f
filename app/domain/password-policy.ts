import * as v from "valibot";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * What a new password must be, for members and staff alike: 8 to 64 characters and not one of the most common
 * passwords. The messages are stable: the pages map them to Thai and English text (docs/content-model.md,
 * "Member accounts").
 */
export const PASSWORD_MESSAGES = {
  tooShort: "password must be at least 8 characters",
  tooLong: "password must be at most 64 characters",
  tooCommon: "password is too common",
  mismatch: "Passwords do not match",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/**
 * Common in Thailand and missing from the ranked list: lucky numbers, and keyboard runs typed with the Thai
 * (Kedmanee) layout switched on: "1234567890", "qwertyuiop" and "asdfghjkl" on the same keys.
 */
const THAI_COMMON = [
  "88888888",
  "99999999",
  "88889999",
  "12341234",
  "thailand",
  "bangkok1",
  "bangkok123",
  "ๅ/-ภถุึคตจ",
  "ๅ/-ภถุึค",
  "ๆไำพะัีรนย",
  "ๆไำพะัีร",
  "ฟหกดเ้่าส",
  "ฟหกดเ้่า",
  "รักนะจ้ะ",
  "ประเทศไทย",
];

let common: Set<string> | undefined;

/** Among the most common passwords (common-passwords.ts, generated from a maintained ranked list) or Thai ones. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...COMMON_PASSWORDS, ...THAI_COMMON.map((p) => p.toLowerCase())]);
  return common.has(password.toLowerCase());
}

/** A new password's shape; `isCommonPassword` is checked after it, with its own message. */
export const newPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
  v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
);
