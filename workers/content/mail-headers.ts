/**
 * A value copied into a mail header (subject, recipient, reply-to). CR and LF end a header line, so text a
 * visitor typed (an event name with "\r\nBcc: …") could add headers of its own: every control character
 * becomes a space, runs of white space fold, and the ends are trimmed.
 */
export function headerValue(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s{2,}/g, " ").trim();
}
