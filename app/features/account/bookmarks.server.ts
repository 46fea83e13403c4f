import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ContentClient } from "~/content/client";
import { localized } from "~/content/localized";
import type { Locale } from "~/domain/locales";
import type { ImageValue, StrapiEntity, StrapiList } from "~/model/types";
import { newsDetailPath } from "~/lib/news-link";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { isBookmarkCollection, type BookmarkCollection } from "~/domain/bookmarks";
import { byListingPlural } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { memberOf } from "../../session/session.server";

/**
 * Bookmarks are rows of the member-owned `bookmarks` collection (`collection`, `item_id`, `title`, `path`). The
 * page never trusts a posted title or path: both come from the published record itself, and the list shows the
 * record's current title in the page's language. Every call takes a content client holding the member's JWT.
 */
type Attributes = Record<string, unknown> & { slug?: string; cover_img?: ImageValue; start_date?: string; end_date?: string };

/** What the list shows of a show or event besides its name: its picture and its dates. */
const SHOW_FIELDS = ["cover_img", "start_date", "end_date"];

interface Target {
  titleField: string;
  fields: readonly string[];
  path: (record: StrapiEntity<Attributes>) => string;
}

const TARGETS = {
  "trade-shows": { titleField: "name", fields: ["name", "name_en", "slug", "scope", ...SHOW_FIELDS], path: (r) => tradeShowPath({ scope: r.attributes.scope as string, slug: r.attributes.slug ?? String(r.id) }) },
  "thai-events": { titleField: "name", fields: ["name", "name_en", "slug", ...SHOW_FIELDS], path: (r) => pagePath("thaiEventDetails", { id: r.attributes.slug ?? r.id }) },
  ...byListingPlural((listing): Target => ({
    titleField: listing.nameField,
    fields: [listing.nameField, `${listing.nameField}_en`, "slug", "cover_img"],
    path: (r) => pagePath(LISTING_PAGES[listing.kind].detail, { id: r.attributes.slug ?? r.id }),
  })),
  news: { titleField: "title", fields: ["title", "title_en", "cover_img"], path: (r) => newsDetailPath(r.id, r.attributes.title as string) },
} satisfies Record<BookmarkCollection, Target>;


interface BookmarkRow {
  collection: string;
  item_id: number;
  title: string | null;
  path: string | null;
  createdAt: string;
}

export interface SavedItem {
  id: number;
  collection: BookmarkCollection;
  itemId: number;
  title: string;
  /** Unprefixed path of the record's page; null when the record is no longer published. */
  path: string | null;
  savedAt: string;
  picture: ImageValue | null;
  /** A show's or event's days (yyyy-mm-dd, Bangkok); null for a venue, company or news. */
  dates: { start: string; end: string } | null;
}

/** A member keeps at most this many bookmarks in view (Strapi's largest page). */
const MAX_BOOKMARKS = 100;

async function publishedRecords(client: ContentClient, collection: BookmarkCollection, ids: number[]) {
  const target: Target = TARGETS[collection];
  const result = await client.query<StrapiList<Attributes>>(`api/${collection}`, {
    filters: { id: { $in: ids } },
    fields: target.fields,
    pagination: { page: 1, pageSize: MAX_BOOKMARKS },
  });
  return result.ok ? result.data.data : [];
}

async function findBookmarks(client: ContentClient, collection: BookmarkCollection, itemId: number) {
  const result = await client.query<StrapiList<BookmarkRow>>("api/bookmarks", {
    filters: { collection: { $eq: collection }, item_id: { $eq: itemId } },
    fields: ["collection", "item_id"],
  });
  if (!result.ok) throw new Error(`bookmarks lookup failed: ${result.status} ${result.error.message}`);
  return result.data.data;
}

export type BookmarkOutcome = "saved" | "removed" | "missing";

/** Saves a published record for the member (once). "missing" when the record is not published. */
export async function addBookmark(client: ContentClient, collection: BookmarkCollection, itemId: number): Promise<BookmarkOutcome> {
  const [record] = await publishedRecords(client, collection, [itemId]);
  if (!record) return "missing";
  if ((await findBookmarks(client, collection, itemId)).length > 0) return "saved";
  const target: Target = TARGETS[collection];
  const result = await client.create("api/bookmarks", {
    data: { collection, item_id: itemId, title: localized(record.attributes, target.titleField, "th").slice(0, 250), path: target.path(record) },
  });
  if (!result.ok) throw new Error(`bookmark save failed: ${result.status} ${result.error.message}`);
  return "saved";
}

export async function removeBookmark(client: ContentClient, collection: BookmarkCollection, itemId: number): Promise<BookmarkOutcome> {
  for (const row of await findBookmarks(client, collection, itemId)) {
    const result = await client.remove("api/bookmarks", row.id);
    if (!result.ok && result.status !== 404) throw new Error(`bookmark removal failed: ${result.status} ${result.error.message}`);
  }
  return "removed";
}

/** The member's bookmark rows, newest first (the /bookmark list). */
async function bookmarkRows(client: ContentClient) {
  const result = await client.query<StrapiList<BookmarkRow>>("api/bookmarks", {
    sort: ["createdAt:desc", "id:desc"],
    fields: ["collection", "item_id", "title", "path", "createdAt"],
    pagination: { page: 1, pageSize: MAX_BOOKMARKS },
  });
  return result;
}

/**
 * Whether the signed-in member saved this record, for the state of a detail page's "Save for later" button:
 * asked by the pages that show the button, not by every page a member opens. A visitor has saved nothing; a
 * failed lookup shows the button unsaved rather than failing the page.
 */
export async function isSavedByMember(
  request: Request,
  context: Readonly<RouterContextProvider>,
  collection: BookmarkCollection,
  itemId: number,
): Promise<boolean> {
  const member = await memberOf(request, context);
  if (!member) return false;
  const result = await contentClient(request, context, member).query<StrapiList<BookmarkRow>>("api/bookmarks", {
    filters: { collection: { $eq: collection }, item_id: { $eq: itemId } },
    fields: ["item_id"],
    pagination: { page: 1, pageSize: 1 },
  });
  return result.ok && result.data.data.length > 0;
}

/** The member's saved items, newest first, titled in the page's language. */
export async function savedItems(client: ContentClient, locale: Locale): Promise<SavedItem[] | null> {
  const result = await bookmarkRows(client);
  if (!result.ok) return null;
  const rows = result.data.data.filter((row) => isBookmarkCollection(row.attributes.collection));
  const byCollection = new Map<BookmarkCollection, number[]>();
  for (const row of rows) {
    const collection = row.attributes.collection as BookmarkCollection;
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), row.attributes.item_id]);
  }
  const records = new Map<string, StrapiEntity<Attributes>>();
  await Promise.all(
    [...byCollection].map(async ([collection, ids]) => {
      for (const record of await publishedRecords(client, collection, ids)) records.set(`${collection}:${record.id}`, record);
    }),
  );
  return rows.map((row) => {
    const collection = row.attributes.collection as BookmarkCollection;
    const record = records.get(`${collection}:${row.attributes.item_id}`);
    const target: Target = TARGETS[collection];
    return {
      id: row.id,
      collection,
      itemId: row.attributes.item_id,
      title: record ? localized(record.attributes, target.titleField, locale) : (row.attributes.title ?? ""),
      path: record ? target.path(record) : null,
      savedAt: row.attributes.createdAt,
      picture: record?.attributes.cover_img ?? null,
      dates: record?.attributes.start_date && record.attributes.end_date ? { start: record.attributes.start_date, end: record.attributes.end_date } : null,
    };
  });
}
