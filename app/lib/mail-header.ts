/**
 * Text copied into a mail header (a subject naming an event a member typed, a recipient, a reply-to): line breaks
 * and other control characters become spaces, so nothing typed can start a header of its own. The mailer
 * (workers/mail/mailer.ts) applies it to every header at the last step, whatever built the mail.
 */
export function headerText(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/ {2,}/g, " ").trim();
}
