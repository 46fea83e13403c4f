import type { ContentClient } from "~/content/client";
import { masterDataOf } from "~/content/master-data.server";
import { LISTINGS } from "~/domain/listings";
import { collectionByPlural } from "~/model/model";
import type { StrapiList } from "~/model/types";
import type { ImportKind } from "./import-columns";
import type { ExistingRecord, ImportLookups, NamedRecord } from "./import-rows";

/**
 * What the import's dry run checks rows against, read through the content service with the API token (drafts
 * included, as the pickers list them): the master data, the directory's venues and organizers by name, and the
 * records the file's rows may repeat.
 */
const PAGE_SIZE = 100;
/** A directory read in full stops here: a few hundred venues and organizers are what Thailand has. */
const MAX_DIRECTORY_PAGES = 30;
/** Names a query asks about at once, on two fields: each is a bound value, and D1 binds at most 100. */
const NAMES_PER_QUERY = 40;

type Fields = readonly [string, string, ...string[]];

async function allPages(client: ContentClient, plural: string, fields: Fields, filters?: unknown, maxPages = MAX_DIRECTORY_PAGES): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1, pageCount = 1; page <= Math.min(pageCount, maxPages); page++) {
    const result = await client.query<StrapiList>(`api/${plural}`, {
      publicationState: "preview",
      fields,
      sort: ["id:asc"],
      pagination: { page, pageSize: PAGE_SIZE },
      ...(filters ? { filters } : {}),
    });
    if (!result.ok) throw new Error(`import lookup ${plural} answered ${result.status}: ${result.error.message}`);
    rows.push(...result.data.data.map((entity) => ({ ...entity.attributes, id: entity.id })));
    const meta = result.data.meta.pagination;
    pageCount = "pageCount" in meta ? meta.pageCount : 1;
  }
  return rows;
}

const named = (nameField: string) => (row: Record<string, unknown>): NamedRecord => ({
  id: Number(row.id),
  name: String(row[nameField] ?? ""),
  name_en: String(row[`${nameField}_en`] ?? ""),
});

async function directory(client: ContentClient, kind: "venue" | "organizer"): Promise<NamedRecord[]> {
  const { plural, nameField } = LISTINGS[kind];
  return (await allPages(client, plural, [nameField, `${nameField}_en`])).map(named(nameField));
}

/** Shows and events the rows may repeat: those named as a row names one, in either language. */
async function existingShows(client: ContentClient, kind: ImportKind, names: readonly string[]): Promise<ExistingRecord[]> {
  const found: ExistingRecord[] = [];
  for (let i = 0; i < names.length; i += NAMES_PER_QUERY) {
    const part = names.slice(i, i + NAMES_PER_QUERY);
    const rows = await allPages(client, kind, ["name", "name_en", "start_date"], { $or: [{ name: { $in: part } }, { name_en: { $in: part } }] }, Infinity);
    found.push(...rows.map((row) => ({ ...named("name")(row), start_date: typeof row.start_date === "string" ? row.start_date : null })));
  }
  return found;
}

export async function importLookups(client: ContentClient, kind: ImportKind, names: readonly string[]): Promise<ImportLookups> {
  const collection = collectionByPlural(kind)!;
  const takesOrganizer = "organizer" in collection.fields;
  const [masters, venues, organizers] = await Promise.all([
    masterDataOf(client),
    directory(client, "venue"),
    takesOrganizer ? directory(client, "organizer") : Promise.resolve([]),
  ]);
  const existing = kind === "venues" ? venues : await existingShows(client, kind, names);
  return { masters, venues, organizers, existing };
}

