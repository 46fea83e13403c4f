import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ContentClient } from "~/content/client";
import { localized } from "~/content/localized";
import type { Locale } from "~/domain/locales";
import { masterDataOf } from "~/content/master-data.server";
import type { ImageValue, StrapiList } from "~/model/types";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { pagePath } from "~/lib/paths";
import { isFollowItem, isFollowKind, type FollowKind } from "~/domain/follows";
import { LISTINGS } from "~/domain/listings";
import { memberOf } from "../../session/session.server";

/**
 * Follows are rows of the member-owned `follows` collection (`kind`, `item`), read and written with the member's
 * own token, so the content service keeps each member to their own rows (docs/decisions/028). An industry is
 * followed by its master-data value, an organizer or venue by its id.
 */
interface FollowRow {
  kind: string;
  item: string;
  createdAt: string;
}

export interface FollowedItem {
  id: number;
  kind: FollowKind;
  item: string;
  title: string;
  /** Unprefixed path of its page (an industry: the Thai trade show list filtered by it); null when gone. */
  path: string | null;
  picture: ImageValue | null;
  followedAt: string;
}

const MAX_FOLLOWS = 100;

/** The follow kinds that are listings (app/domain/listings.ts), as opposed to industries. */
type FollowedListing = Exclude<FollowKind, "industry">;

async function findFollows(client: ContentClient, kind: FollowKind, item: string) {
  const result = await client.query<StrapiList<FollowRow>>("api/follows", {
    filters: { kind: { $eq: kind }, item: { $eq: item } },
    fields: ["kind", "item"],
  });
  if (!result.ok) throw new Error(`follows lookup failed: ${result.status} ${result.error.message}`);
  return result.data.data;
}

/** Whether the item exists to be followed: a published organizer or venue, or an industry of master data. */
async function followable(client: ContentClient, kind: FollowKind, item: string): Promise<boolean> {
  if (!isFollowItem(kind, item)) return false;
  if (kind === "industry") return (await masterDataOf(client)).sectors.some((s) => s.group === "industry" && s.value === item);
  const result = await client.query<StrapiList<object>>(`api/${LISTINGS[kind].plural}`, {
    filters: { id: { $eq: Number(item) } },
    fields: ["id"],
    pagination: { page: 1, pageSize: 1 },
  });
  return result.ok && result.data.data.length > 0;
}

/** Follows the item for the member (once); false when there is no such item to follow. */
export async function addFollow(client: ContentClient, kind: FollowKind, item: string): Promise<boolean> {
  if (!(await followable(client, kind, item))) return false;
  if ((await findFollows(client, kind, item)).length > 0) return true;
  const result = await client.create("api/follows", { data: { kind, item } });
  if (!result.ok) throw new Error(`follow failed: ${result.status} ${result.error.message}`);
  return true;
}

export async function removeFollow(client: ContentClient, kind: FollowKind, item: string): Promise<void> {
  for (const row of await findFollows(client, kind, item)) {
    const result = await client.remove("api/follows", row.id);
    if (!result.ok && result.status !== 404) throw new Error(`unfollow failed: ${result.status} ${result.error.message}`);
  }
}

/**
 * The items of one kind the signed-in member follows, for the state of the follow buttons on a page (a list
 * page has one per industry): asked only by pages with a follow button. A visitor follows nothing; a failed
 * lookup shows the buttons unpressed rather than failing the page.
 */
export async function followedByMember(request: Request, context: Readonly<RouterContextProvider>, kind: FollowKind): Promise<string[]> {
  const member = await memberOf(request, context);
  if (!member) return [];
  const result = await contentClient(request, context, member).query<StrapiList<FollowRow>>("api/follows", {
    filters: { kind: { $eq: kind } },
    fields: ["item"],
    pagination: { page: 1, pageSize: MAX_FOLLOWS },
  });
  return result.ok ? result.data.data.map((row) => row.attributes.item) : [];
}

interface ListingAttributes {
  slug?: string;
  cover_img?: ImageValue;
  [field: string]: unknown;
}

async function listingsOf(client: ContentClient, kind: FollowedListing, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: number; attributes: ListingAttributes }>();
  const { plural, nameField } = LISTINGS[kind];
  const result = await client.query<StrapiList<ListingAttributes>>(`api/${plural}`, {
    filters: { id: { $in: ids.map(Number) } },
    fields: [nameField, `${nameField}_en`, "slug", "cover_img"],
    pagination: { page: 1, pageSize: MAX_FOLLOWS },
  });
  return new Map((result.ok ? result.data.data : []).map((record) => [String(record.id), record]));
}

/** The member's follows, newest first, named in the page's language; null when they could not be read. */
export async function followedItems(client: ContentClient, locale: Locale): Promise<FollowedItem[] | null> {
  const result = await client.query<StrapiList<FollowRow>>("api/follows", {
    sort: ["createdAt:desc", "id:desc"],
    fields: ["kind", "item", "createdAt"],
    pagination: { page: 1, pageSize: MAX_FOLLOWS },
  });
  if (!result.ok) return null;
  const rows = result.data.data.filter((row) => isFollowKind(row.attributes.kind));
  const idsOf = (kind: FollowKind) => rows.filter((r) => r.attributes.kind === kind).map((r) => r.attributes.item);
  const [master, organizers, venues] = await Promise.all([
    rows.some((r) => r.attributes.kind === "industry") ? masterDataOf(client) : null,
    listingsOf(client, "organizer", idsOf("organizer")),
    listingsOf(client, "venue", idsOf("venue")),
  ]);
  return rows.map((row) => {
    const kind = row.attributes.kind as FollowKind;
    const { item, createdAt } = row.attributes;
    const base = { id: row.id, kind, item, followedAt: createdAt };
    if (kind === "industry") {
      const industry = master?.sectors.find((s) => s.group === "industry" && s.value === item);
      return { ...base, title: industry ? industry[locale] : item, path: pagePath("thaiTradeShowList", { query: { industry: item } }), picture: null };
    }
    const record = (kind === "organizer" ? organizers : venues).get(item);
    if (!record) return { ...base, title: item, path: null, picture: null };
    return {
      ...base,
      title: localized(record.attributes, LISTINGS[kind].nameField, locale),
      path: pagePath(LISTING_PAGES[kind].detail, { id: record.attributes.slug ?? record.id }),
      picture: record.attributes.cover_img ?? null,
    };
  });
}
