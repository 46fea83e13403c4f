import type { JsonField, Model } from "./model";
import type { StrapiRelation } from "./types";

export type { Contactor, SeedImageValue } from "./shapes";

/**
 * Attribute types of the collections, derived from the content model (app/model/model.ts), so a new field is
 * one edit there. The rules follow what the content API answers:
 * - text of every kind, dates and datetimes are strings; integers and decimals numbers; booleans booleans;
 *   an enumeration the union of its values; json the shape its field declares (`unknown` when it declares none);
 * - a localised field `name` also has `name_en` (English, may be empty);
 * - a required field is always there (its English half is not); any other field may be missing or null;
 * - a relation is there only when populated, as `{data: {id, attributes} | null}`;
 * - every row has `createdAt` and `updatedAt`; published content has `publishedAt`.
 */
type Collection = Model[number];
export type Plural = Collection["plural"];
type CollectionOf<P extends Plural> = Extract<Collection, { plural: P }>;
type FieldsOf<P extends Plural> = CollectionOf<P>["fields"];

type JsonValue<F> = F extends JsonField<infer T> ? T : unknown;

type ValueOf<F> = F extends { type: "string" | "text" | "richtext" | "email" | "uid" | "date" | "datetime" | "password" }
  ? string
  : F extends { type: "integer" | "decimal" }
    ? number
    : F extends { type: "boolean" }
      ? boolean
      : F extends { type: "enumeration"; enum: readonly (infer E)[] }
        ? E
        : F extends { type: "json" }
          ? JsonValue<F>
          : F extends { type: "relation"; target: infer T }
            ? StrapiRelation<T extends Plural ? Attributes<T> : Record<string, unknown>>
            : never;

type Visible<Fs> = { [K in keyof Fs]: Fs[K] extends { private: true } ? never : K }[keyof Fs];
type RelationKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { type: "relation" } ? K : never }[keyof Fs];
type RequiredKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { required: true } ? K : never }[keyof Fs];
type LocalizedKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { localized: true } ? K : never }[keyof Fs];

type Scalars<Fs> = Exclude<Visible<Fs>, RelationKeys<Fs>>;

type FieldAttributes<Fs> = { [K in Extract<Scalars<Fs>, RequiredKeys<Fs>>]: ValueOf<Fs[K]> } & {
  [K in Exclude<Scalars<Fs>, RequiredKeys<Fs>>]?: ValueOf<Fs[K]> | null;
} & { [K in LocalizedKeys<Fs> & string as `${K}_en`]?: ValueOf<Fs[K]> | null } & {
  [K in Extract<Visible<Fs>, RelationKeys<Fs>>]?: ValueOf<Fs[K]>;
};

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** The attributes of one entity of the collection with this plural api id. */
export type Attributes<P extends Plural> = FieldAttributes<FieldsOf<P>> &
  Timestamps &
  (CollectionOf<P>["access"] extends "content" ? { publishedAt: string } : unknown);

export type BannerAttributes = Attributes<"banners">;
export type PopupAttributes = Attributes<"popups">;
export type OurClientAttributes = Attributes<"our-clients">;
export type TradeShowAttributes = Attributes<"trade-shows">;
export type ThaiEventAttributes = Attributes<"thai-events">;
export type VenueAttributes = Attributes<"venues">;
export type OrganizerAttributes = Attributes<"organizers">;
export type ContractorAttributes = Attributes<"contractors">;
export type NewsListAttributes = Attributes<"news-list">;
export type NewsAttributes = Attributes<"news">;
export type ArticleTopicAttributes = Attributes<"article-topics">;
export type ArticleAttributes = Attributes<"articles">;
export type PhotoGalleryAttributes = Attributes<"photo-galleries">;
export type JobAttributes = Attributes<"jobs">;
export type PackageAttributes = Attributes<"packages">;
export type BoothTypeAttributes = Attributes<"booth-types">;
export type HallAttributes = Attributes<"halls">;
export type BoothAttributes = Attributes<"booths">;
export type BoothHoldAttributes = Attributes<"booth-holds">;
export type BoothReservationAttributes = Attributes<"booth-reservations">;
export type LeadFromReservationAttributes = Attributes<"leads-from-reservations">;

/** What both kinds of event have: trade shows and Thai events share their event fields. */
export type EventAttributes = Shared<TradeShowAttributes, ThaiEventAttributes>;

/** What every directory company has; its name is `name` (venues) or `company_name` (organizers, contractors). */
export type CompanyAttributes = Shared<Shared<VenueAttributes, OrganizerAttributes>, ContractorAttributes> &
  Partial<Pick<VenueAttributes, "name" | "name_en">> &
  Partial<Pick<OrganizerAttributes, "company_name" | "company_name_en">>;

type Shared<A, B> = Pick<A, keyof A & keyof B>;

/**
 * An entity as pages read it (app/content/server.ts): a record saved without a slug is linked by its numeric id,
 * which every detail route takes as well, so `slug` is always a string, in populated relations too. An
 * intersection with `A`, so generic code over `A` (the show and event cores) takes a `Linked<A>` as an `A`.
 */
export type Linked<A> = A &
  (A extends { slug?: unknown } ? { slug: string } : unknown) & {
    [K in keyof A as NonNullable<A[K]> extends StrapiRelation<unknown> ? K : never]: NonNullable<A[K]> extends StrapiRelation<infer R>
      ? StrapiRelation<Linked<R>> | Extract<A[K], undefined>
      : never;
  };
