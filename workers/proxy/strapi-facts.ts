import qs from "qs";
import { type Listing, teamKeyOf } from "../../app/domain/listings";
import { collectionByPlural } from "../../app/model/model";
import type { BookingRow, MarketFacts, MemberFacts, Owner } from "../mail/market-facts";
import type { Row } from "../content/repository";

type Entity = { id: number; attributes: Record<string, unknown> };
type Related = { data: Entity | null } | undefined;

/**
 * MarketFacts (workers/mail/market-facts.ts) read from a remote Strapi 4 with the API token: the rows the
 * marketplace side effects need, shaped as the embedded service's D1 rows (`venue_id`, `user_id`, JSON as text),
 * so the same code writes the same mails behind either source (docs/decisions/037).
 */
export function strapiFacts(baseUrl: string, apiToken: string): MarketFacts {
  const call = async <T>(path: string, query: object, init: RequestInit = {}): Promise<T | null> => {
    const search = qs.stringify(query, { encodeValuesOnly: true });
    const response = await fetch(new URL(`/api/${path}${search ? `?${search}` : ""}`, baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${apiToken}`, "content-type": "application/json" },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Strapi answered ${response.status} to ${init.method ?? "GET"} /api/${path}`);
    return (await response.json()) as T;
  };
  const attributes = (related: Related) => related?.data?.attributes ?? null;
  const text = (value: unknown) => (value === null || value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value));
  const listingOf = (kind: Listing, id: number) =>
    call<{ data: Entity }>(`${kind.plural}/${id}`, { publicationState: "preview", fields: [kind.nameField, `${kind.nameField}_en`, "slug", "contactor"] });
  const owners = async (kind: Listing, id: number): Promise<Owner[]> => {
    const users = await call<(Owner & { blocked: boolean | null })[]>("users", {
      filters: { $or: [{ [kind.ownedKey]: { id: { $eq: id } } }, { [teamKeyOf(kind)]: { id: { $eq: id } } }] },
      fields: ["email", "locale", "first_name", "username", "blocked"],
      pagination: { pageSize: 100 },
    });
    return (users ?? []).filter((u) => !u.blocked).map(({ email, locale, first_name, username }) => ({ email, locale, first_name, username }));
  };

  return {
    /** A row with its attributes and, for each relation to one, `<name>_id`. */
    async row(plural, id) {
      const relations = Object.entries(collectionByPlural(plural)?.fields ?? {}).filter(([, f]) => f.type === "relation" && !f.many).map(([name]) => name);
      const found = await call<{ data: Entity & { attributes: Record<string, Related> } }>(`${plural}/${id}`, {
        populate: Object.fromEntries(relations.map((name) => [name, { fields: ["id"] }])),
      });
      if (!found) return null;
      const row: Row = { ...found.data.attributes, id: found.data.id };
      for (const name of relations) row[`${name}_id`] = found.data.attributes[name]?.data?.id ?? null;
      return row;
    },
    async listing(kind, id) {
      const found = await listingOf(kind, id);
      if (!found) return null;
      const a = found.data.attributes;
      return { th: String(a[kind.nameField] ?? ""), en: text(a[`${kind.nameField}_en`]), slug: text(a.slug), contactor: text(a.contactor), owners: (await owners(kind, id)).length };
    },
    owners,
    async member(id) {
      const user = await call<MemberFacts>(`users/${id}`, { fields: ["email", "first_name", "username"] });
      return user && { email: user.email, first_name: user.first_name ?? null, username: user.username };
    },
    async packageName(id) {
      const found = await call<{ data: Entity }>(`packages/${id}`, { publicationState: "preview", fields: ["name"] });
      return found ? text(found.data.attributes.name) : null;
    },
    async booking(id) {
      const found = await call<{ data: Entity }>(`booth-reservations/${id}`, {
        populate: {
          trade_show: { fields: ["name", "name_en"], populate: { organizer: { fields: ["company_name", "company_name_en", "slug", "contactor"] } } },
          booth_type: { fields: ["name", "name_en"] },
          user: { fields: ["email", "first_name", "username", "blocked"] },
        },
      });
      if (!found) return null;
      const a = found.data.attributes;
      const show = attributes(a.trade_show as Related);
      const type = attributes(a.booth_type as Related);
      const organizer = (show?.organizer as Related)?.data ?? null;
      const user = attributes(a.user as Related);
      const member = user && !user.blocked ? user : null;
      const str = (value: unknown) => (typeof value === "string" ? value : null);
      return {
        id: found.data.id,
        booth_count: typeof a.booth_count === "number" ? a.booth_count : null,
        booth_numbers: str(a.booth_numbers),
        company_name: str(a.company_name),
        contact_name: String(a.contact_name ?? ""),
        email: String(a.email ?? ""),
        phone: String(a.phone ?? ""),
        products: str(a.products),
        message: str(a.message),
        locale: str(a.locale),
        show_th: String(show?.name ?? ""),
        show_en: str(show?.name_en),
        type_th: String(type?.name ?? ""),
        type_en: str(type?.name_en),
        organizer_id: organizer?.id ?? null,
        organizer_th: str(organizer?.attributes.company_name),
        organizer_en: str(organizer?.attributes.company_name_en),
        organizer_slug: str(organizer?.attributes.slug),
        organizer_contactor: text(organizer?.attributes.contactor),
        member_email: str(member?.email),
        member_name: member ? str(member.first_name) || str(member.username) : null,
      } satisfies BookingRow;
    },
    async recordOrganizerNotice(id, notice) {
      await call(`booth-reservations/${id}`, {}, { method: "PUT", body: JSON.stringify({ data: { organizer_notice: notice } }) });
    },
    /** The entry's links are the system's: the token writes them, as the embedded service does for its members. */
    async recordActivity({ user, action, meta, listing }) {
      await call("activity-logs", {}, { method: "POST", body: JSON.stringify({ data: { user, action, meta, [listing.kind]: listing.id } }) });
    },
  };
}
