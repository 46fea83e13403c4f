import { data, redirect, type RouterContextProvider } from "react-router";
import { localeFromPath } from "~/lib/locale";
import { mediaPath } from "~/back-office/pages/content-paths";
import { readForm } from "~/server/form-body.server";
import type { StaffMember } from "../staff/accounts.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { uploadPicture } from "./media.server";

type Context = Readonly<RouterContextProvider>;

/** The upload's file and the rest of the form. */
const MEDIA_FORM_LIMIT = 11 * 1024 * 1024;
const ALT_MAX_LENGTH = 255;

export interface MediaUploadAnswer {
  values: { alt: string; alt_en: string };
  errors: Partial<Record<"file" | "alt" | "alt_en", StaffTextKey>>;
}

/**
 * The media page's upload: a picture with its alt text in Thai and in English, both required (a library picture is
 * one a public page may show). The picture's sizes are made by the content service (docs/decisions/067).
 */
export async function uploadToLibrary(request: Request, context: Context, staff: StaffMember) {
  const form = await readForm(request, MEDIA_FORM_LIMIT);
  const text = (name: string) => String(form.get(name) ?? "").trim().slice(0, ALT_MAX_LENGTH);
  const values = { alt: text("alt"), alt_en: text("alt_en") };
  const file = form.get("file");
  const errors: MediaUploadAnswer["errors"] = {};
  if (!(file instanceof File) || file.size === 0) errors.file = "media.errors.file";
  if (!values.alt) errors.alt = "media.errors.alt";
  if (!values.alt_en) errors.alt_en = "media.errors.altEn";
  if (Object.keys(errors).length > 0 || !(file instanceof File)) return data<MediaUploadAnswer>({ values, errors }, { status: 400 });
  const picture = await uploadPicture(request, context, staff, file, values.alt, values.alt_en);
  if (!picture) return data<MediaUploadAnswer>({ values, errors: { file: "media.errors.notImage" } }, { status: 400 });
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(`${mediaPath(locale)}?uploaded=${encodeURIComponent(picture.name)}`, 303);
}
