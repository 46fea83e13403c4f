import { StaffAlert } from "../ui/staff-ui";
import { useStaffT } from "../texts/use-staff-texts";
import type { ContentFormAnswer } from "./actions.server";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import type { FormField } from "~/lib/model-form/form-model";

/** The message above a refused content form; a stale save names who saved since and the fields they changed. */
export function ContentAlert({ answer, fields }: { answer: ContentFormAnswer; fields: readonly FormField[] }) {
  const t = useStaffT();
  const labels = useContentLabels();
  if (!answer.alert) return null;
  const stale = answer.stale;
  const localized = new Set(fields.filter((field) => field.localized).map((field) => field.name));
  const label = (name: string) => {
    if (localized.has(name)) return t("content.edit.inThai", { label: labels.field(name) });
    const base = name.slice(0, -"_en".length);
    return name.endsWith("_en") && localized.has(base) ? t("content.edit.inEnglish", { label: labels.field(base) }) : labels.field(name);
  };
  const changed = stale?.fields.map(label).join(", ");
  const message = stale
    ? t(answer.alert, { who: stale.who.join(", ") || t("content.errors.staleUnknown"), fields: changed || t("content.errors.staleFieldsUnknown") })
    : t(answer.alert);
  return <StaffAlert message={message} />;
}
