import type { RouterContextProvider } from "react-router";
import type { StrapiList, UploadedFile } from "~/model/types";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import { appContext } from "~/context";
import { managedCollections, titleFieldOf } from "./collections";
import { api, serverClient } from "./content.server";
import { type LibraryPicture, libraryPictureOf } from "./media-library";

/**
 * The media library's reads and writes, through the content service's upload API with the API token
 * (docs/pages.md, "Media library"): the site team's pictures, never a member's file (those have an uploader).
 */
type Context = Readonly<RouterContextProvider>;

/**
 * Every picture of the site team's, newest first. Strapi's upload `find` answers a plain array without pagination,
 * so the library is read whole and paged here.
 */
export async function libraryPictures(request: Request, context: Context): Promise<LibraryPicture[]> {
  const result = await serverClient(request, context).query<UploadedFile[]>("api/upload/files", {
    filters: { mime: { $startsWith: "image/" }, uploaded_by: { $null: true } },
    sort: ["createdAt:desc"],
  });
  if (!result.ok) throw new Error(`media library answered ${result.status}: ${result.error.message}`);
  return result.data.map(libraryPictureOf);
}

/** One picture of the library; null when there is none (or it is a member's file or not a picture). */
export async function libraryPicture(request: Request, context: Context, id: number): Promise<LibraryPicture | null> {
  const pictures = await serverClient(request, context).query<UploadedFile[]>("api/upload/files", {
    filters: { id: { $eq: id }, mime: { $startsWith: "image/" }, uploaded_by: { $null: true } },
  });
  const file = pictures.ok ? pictures.data[0] : undefined;
  return file ? libraryPictureOf(file) : null;
}

/** The picture stored at `url`, if the library has it. */
export async function libraryPictureAt(request: Request, context: Context, url: string): Promise<LibraryPicture | null> {
  const pictures = await serverClient(request, context).query<UploadedFile[]>("api/upload/files", {
    filters: { url: { $eq: url }, mime: { $startsWith: "image/" }, uploaded_by: { $null: true } },
  });
  const file = pictures.ok ? pictures.data[0] : undefined;
  return file ? libraryPictureOf(file) : null;
}

/** Stores a picture with its alt texts (Thai as Strapi's alternative text, English as its caption); null when refused. */
export async function uploadPicture(request: Request, context: Context, staff: StaffMember, file: File, alt: string, altEn: string): Promise<LibraryPicture | null> {
  const result = await serverClient(request, context).upload([file], [{ alternativeText: alt, caption: altEn }]);
  const stored = result.ok ? result.data[0] : undefined;
  if (!stored) return null;
  const picture = libraryPictureOf(stored);
  await recordStaffWrite(context.get(appContext).env, { staff, action: "upload", target: { collection: "files", id: picture.id }, before: null, after: picture });
  return picture;
}

export interface PictureUse {
  plural: string;
  id: number;
  title: string;
}

/** Fields that can hold a picture's address: pictures and galleries (JSON) and rich text that shows one. */
const holdersOf = (fields: Record<string, { type: string; localized?: boolean }>) =>
  Object.entries(fields).flatMap(([name, field]) =>
    field.type === "json" ? [name] : field.type === "richtext" ? (field.localized ? [name, `${name}_en`] : [name]) : [],
  );

const PICTURE_USES_MAX = 100;

/** The records, drafts included, that show the picture at `url` (at most a hundred per collection). */
export async function pictureUses(request: Request, context: Context, url: string): Promise<PictureUse[]> {
  const client = serverClient(request, context);
  const lists = await Promise.all(
    managedCollections.map(async (collection) => {
      const holders = holdersOf(collection.fields);
      if (holders.length === 0) return [];
      const title = titleFieldOf(collection);
      const result = await client.query<StrapiList>(api(collection), {
        publicationState: "preview",
        filters: { $or: holders.map((name) => ({ [name]: { $containsi: url } })) },
        fields: [title],
        pagination: { page: 1, pageSize: PICTURE_USES_MAX },
      });
      if (!result.ok) throw new Error(`picture uses in ${collection.plural} answered ${result.status}: ${result.error.message}`);
      return result.data.data.map((entity) => ({ plural: collection.plural, id: entity.id, title: String(entity.attributes[title] ?? "") || `#${entity.id}` }));
    }),
  );
  return lists.flat();
}

/**
 * Deletes a picture nobody uses (its renditions go with it, in the content service); a picture any record shows
 * is kept, and the records are the answer.
 */
export async function deletePicture(request: Request, context: Context, staff: StaffMember, picture: LibraryPicture): Promise<{ deleted: true } | { uses: PictureUse[] }> {
  const uses = await pictureUses(request, context, picture.url);
  if (uses.length > 0) return { uses };
  const result = await serverClient(request, context).remove("api/upload/files", picture.id);
  if (!result.ok) throw new Error(`media delete ${picture.id} answered ${result.status}: ${result.error.message}`);
  await recordStaffWrite(context.get(appContext).env, { staff, action: "delete", target: { collection: "files", id: picture.id }, before: picture, after: null });
  return { deleted: true };
}
