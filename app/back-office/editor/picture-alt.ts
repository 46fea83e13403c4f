import type { FormField } from "~/lib/model-form/form-model";
import { type FormValues, imagePathOf } from "~/lib/model-form/form-values";
import type { FieldErrors } from "./field-errors";

/**
 * The picture fields whose picture changes with this save (a new address or an upload): the alt texts a public page
 * needs are then required in Thai and in English. A picture stored before without them stays until someone changes
 * it, so old records never block an unrelated edit.
 */
export function changedPictures(fields: readonly FormField[], stored: Record<string, unknown> | null, values: FormValues, uploaded: ReadonlySet<string>): string[] {
  return fields
    .filter((field) => field.control === "image")
    .map((field) => field.name)
    .filter((name) => uploaded.has(name) || (values[name] !== "" && values[name] !== imagePathOf(stored?.[name])));
}

/** Each missing alt text of a changed picture, beside its input. */
export function missingAltTexts(fields: readonly FormField[], stored: Record<string, unknown> | null, values: FormValues, uploaded: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of changedPictures(fields, stored, values, uploaded)) {
    if (!values[`${name}.alt`]) errors[`${name}.alt`] = { key: "content.errors.alt" };
    if (!values[`${name}.alt_en`]) errors[`${name}.alt_en`] = { key: "content.errors.altEn" };
  }
  return errors;
}
