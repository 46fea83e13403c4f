/** The hidden input that carries a form's one-time submission key (app/content/public-form.server.ts). */
export const SUBMISSION_KEY_FIELD = "submission_key";

/** 128 random bits as hex; getRandomValues works in Workers and in browsers on plain http alike. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
