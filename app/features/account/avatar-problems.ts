import type { FileProblem } from "~/domain/file-rules";
import type { TextKey } from "~/i18n/translator";

/** What a file problem says beside the photo field. */
export const AVATAR_PROBLEMS: Record<FileProblem, TextKey> = {
  missing: "account.errors.avatarMissing",
  count: "account.errors.avatarMissing",
  size: "account.errors.avatarSize",
  type: "account.errors.avatarType",
};
