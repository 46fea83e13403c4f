import type { FieldErrors } from "~/lib/model-form/form-values";

/** A field error's text key on the company's pages: the model form's `content.errors.*` are worded in the listings' texts. */
export type EditErrorKey = `listings.errors.${string}`;

export const inListingTexts = (errors: Readonly<Record<string, { key: string; values?: Record<string, string | number> }>>): FieldErrors<EditErrorKey> =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, { ...error, key: error.key.replace(/^content\.errors\./, "listings.errors.") as EditErrorKey }]));
