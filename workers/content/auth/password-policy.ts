import * as v from "valibot";

/**
 * What a new password must be: 8 to 64 characters and not one of the most common passwords. The messages are
 * stable: the pages map them to Thai and English text (docs/content-model.md, "Member accounts").
 */
export const PASSWORD_MESSAGES = {
  tooShort: "password must be at least 8 characters",
  tooLong: "password must be at most 64 characters",
  tooCommon: "password is too common",
  mismatch: "Passwords do not match",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** How many of the ranked common passwords are refused (of those, the ones 8 characters or longer: about 3 500). */
const COMMON_RANKS = 10_000;

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

let common: Promise<Set<string>> | undefined;

// Loaded on first use: the ranked list is large and only registration and password changes need it.
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const ranked = (dictionary["passwords-common"] as string[]).slice(0, COMMON_RANKS);
    return new Set([...ranked, ...THAI_COMMON].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** A new password's shape; `isCommonPassword` is checked after it, since it needs the list. */
export const newPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
  v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
);
