import type { FileProblem } from "~/domain/file-rules";
import type { TextKey } from "~/i18n/translator";

/** What a file problem says beside the attachments field. */
export const ATTACHMENT_PROBLEMS: Record<FileProblem, TextKey> = {
  missing: "quotations.errors.attachmentType",
  count: "quotations.errors.attachmentCount",
  size: "quotations.errors.attachmentSize",
  type: "quotations.errors.attachmentType",
};
