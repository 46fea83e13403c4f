import { toHex } from "./hex";
/** The hidden input that carries a form's one-time submission key (app/content/public-form.server.ts). */
export const SUBMISSION_KEY_FIELD = "submission_key";

/** 128 random bits as hex; getRandomValues works in Workers and in browsers on plain http alike. */
export function newSubmissionKey(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}
