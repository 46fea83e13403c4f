/**
 * What a form's file field takes: how many files, how large each and of which types. The browser checks a choice
 * against these as soon as it is made (by the declared type), the server checks them again (and the bytes decide
 * the type there), and the server refuses a body larger than the files could make before reading it.
 */
export interface FileRules {
  count: number;
  bytesEach: number;
  types: readonly string[];
  /** The form is for the file: sending it without one is a mistake to name. */
  required: boolean;
}

const MB = 1024 * 1024;

/** A quotation request's attachments: floor plans, briefs and reference pictures. */
export const ATTACHMENT_FILES: FileRules = { count: 3, bytesEach: 5 * MB, types: ["application/pdf", "image/jpeg", "image/png", "image/webp"], required: false };

/** A member's profile photo. */
export const AVATAR_FILE: FileRules = { count: 1, bytesEach: 2 * MB, types: ["image/jpeg", "image/png", "image/webp", "image/avif"], required: true };

export type FileProblem = "missing" | "count" | "size" | "type";

/** What is wrong with a choice of files, the first problem a person would fix first; null when nothing is. */
export function fileProblem(files: readonly { size: number; type: string }[], rules: FileRules): FileProblem | null {
  const chosen = files.filter((file) => file.size > 0);
  if (chosen.length === 0) return rules.required ? "missing" : null;
  if (chosen.length > rules.count) return "count";
  if (chosen.some((file) => file.size > rules.bytesEach)) return "size";
  if (chosen.some((file) => !rules.types.includes(file.type))) return "type";
  return null;
}

/** Multipart's own bytes around one file (boundary, headers, a long file name), with room to spare. */
const ENVELOPE_BYTES = 16 * 1024;

/** The most bytes of files a form can honestly send: every file at its limit in its envelope. */
export const fileBytesCeiling = (rules: FileRules) => rules.count * (rules.bytesEach + ENVELOPE_BYTES);

/** A listing's or a show's main picture, sent by its company: what the upload service takes. */
export const PICTURE_FILE: FileRules = { count: 1, bytesEach: 10 * MB, types: ["image/jpeg", "image/png", "image/webp", "image/gif"], required: false };

/**
 * How much of a picture form's body the server reads: twice the picture's limit, so a picture a little too large is
 * answered beside its field with everything typed kept, not with the too-large page.
 */
export const PICTURE_FORM_BYTES = 2 * fileBytesCeiling(PICTURE_FILE);
