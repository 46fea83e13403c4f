import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { FORM_API, type FormList, type SentForm, sentFormOf } from "./forms";
import type { Locale } from "~/domain/locales";

type Entity = { id: number; attributes: Record<string, unknown> };
type Page = { data: Entity[]; meta: { pagination: { pageCount: number } } };

export const FORMS_PAGE_SIZE = 25;

/** One page of a form list, newest first, read with the API token (public forms: nobody else reads them). */
export async function sentForms(request: Request, context: Readonly<RouterContextProvider>, list: FormList, page: number, locale: Locale) {
  const result = await contentClient(request, context, "server").query<Page>(FORM_API[list], {
    sort: ["createdAt:desc", "id:desc"],
    populate: { package: { fields: ["name", "name_en"] } },
    pagination: { page, pageSize: FORMS_PAGE_SIZE },
  });
  if (!result.ok) throw new Error(`${list} forms not read: ${result.status}`);
  const forms: SentForm[] = result.data.data.map((entity) => sentFormOf(list, entity, locale));
  return { forms, pageCount: Math.max(1, result.data.meta.pagination.pageCount) };
}
