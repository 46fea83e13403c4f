import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "../app/lib/submission-key";

/**
 * What must differ in every answer of a page, even one served from the shared page cache, in one pass: every
 * element with a nonce (the inline and module scripts) gets this answer's CSP nonce, so a nonce is never reused
 * and always matches the header sent with it; every form gets a fresh one-time submission key
 * (app/components/submission-key-field.tsx).
 */
export function perAnswer(response: Response, nonce: string): Response {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
  return new HTMLRewriter()
    .on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) })
    .on(`input[name="${SUBMISSION_KEY_FIELD}"]`, { element: (input) => void input.setAttribute("value", newSubmissionKey()) })
    .transform(response);
}
