import type { RouterContextProvider } from "react-router";
import type { FormField } from "~/lib/model-form/form-model";
import type { FormValues } from "~/lib/model-form/form-values";
import { type LibraryPicture, matchingPictures, picturePage } from "./media-library";
import { libraryPicture, libraryPictures } from "./media.server";

/**
 * The content form's picture picker, without scripts: its buttons post the whole form (so nothing typed is lost)
 * with an intent the action answers here: `library:<field>:<page>` shows a page of the library's pictures matching
 * the field's search box, `pick:<field>:<id>` puts one into the field with its alt texts, for the save to keep.
 */
type Context = Readonly<RouterContextProvider>;

export interface PickerAnswer {
  field: string;
  q: string;
  page: number;
  pageCount: number;
  pictures: LibraryPicture[];
}

export type PickerIntent = { kind: "library"; field: string; page: number } | { kind: "pick"; field: string; id: number };

/** A picker's intent for one of the form's picture fields; null for any other intent. */
export function pickerIntent(intent: string, fields: readonly FormField[]): PickerIntent | null {
  const match = /^(library|pick):([a-z0-9_]+):([1-9]\d{0,14})$/.exec(intent);
  if (!match || !fields.some((field) => field.control === "image" && field.name === match[2])) return null;
  const [, kind, field, number] = match as unknown as [string, "library" | "pick", string, string];
  return kind === "library" ? { kind, field, page: Number(number) } : { kind, field, id: Number(number) };
}

const QUERY_MAX = 100;

export async function pickerPage(request: Request, context: Context, field: string, q: string, page: number): Promise<PickerAnswer> {
  const query = q.trim().slice(0, QUERY_MAX);
  const found = picturePage(matchingPictures(await libraryPictures(request, context), query), page);
  return { field, q: query, page: found.page, pageCount: found.pageCount, pictures: found.pictures };
}

/** The form's values with the picked picture and its alt texts in `field`; null when the picture is gone. */
export async function pickedValues(request: Request, context: Context, values: FormValues, field: string, id: number): Promise<FormValues | null> {
  const picture = await libraryPicture(request, context, id);
  if (!picture) return null;
  return { ...values, [field]: picture.url, [`${field}.alt`]: picture.alt, [`${field}.alt_en`]: picture.altEn };
}
