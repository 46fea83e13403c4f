import { useState } from "react";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";

/**
 * A form's one-time submission key, so a double submit is stored once. The server renders it empty and the
 * Worker entry fills a fresh key into every HTML response (a cached page is shared by many visitors, so the key
 * cannot come from the render); in the browser each mounted form makes its own.
 */
export function SubmissionKeyField() {
  const [key] = useState(() => (typeof document === "undefined" ? "" : newSubmissionKey()));
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} suppressHydrationWarning />;
}
