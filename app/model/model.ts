import { QUOTE_STATUS } from "../domain/quotation-status.ts";
import type { SetBy } from "../domain/request-rules";
import { BOOTH_BUILDS, BOOTH_DECISIONS, BOOTH_KINDS, BOOTH_NUMBER, BOOTH_STATES } from "../domain/booths.ts";
import { BUDGET_RANGES } from "../domain/budgets.ts";
import { ORGANIZER_NOTICES } from "../domain/booking-notice.ts";
import { FOLLOW_KINDS } from "../domain/follows.ts";
import { CLAIM_DECISIONS } from "../domain/claims.ts";
import { LISTING_CHANGE_KINDS, LISTING_CHANGE_STATUSES } from "../domain/listing-changes.ts";
import { PAY_UNITS } from "../domain/jobs.ts";
import { LEAD_STATUSES } from "../domain/leads.ts";
import { PACKAGE_AUDIENCES } from "../domain/packages.ts";
import { ATTENDANCE_MODES, SHOW_SCOPES, SHOW_STATUSES } from "../domain/shows.ts";
import { PHONE_FORMAT } from "../domain/phone.ts";
import { LOCALE_CODES } from "../domain/locales.ts";
import { type Listing, LISTING_KINDS, type ListingKind, LISTINGS } from "../domain/listings.ts";
import type { ConnectMenu, Contactor, Image, SeedImageValue } from "./shapes";

export { QUOTE_STATUS };

/**
 * The content model, defined once. The D1 migrations, the embedded Strapi-v4 service, validation of writes,
 * the Strapi content-type export and the attribute types of app/model/entities.ts all derive from this list.
 *
 * Localised text uses paired fields: `title` holds Thai, `title_en` holds English (see docs/content-model.md).
 */

export type FieldType =
  | "string"
  | "text"
  | "richtext"
  | "email"
  | "uid"
  | "integer"
  | "decimal"
  | "boolean"
  | "date"
  | "datetime"
  | "enumeration"
  | "json"
  | "relation"
  | "password";

export interface FieldDef {
  type: FieldType;
  required?: boolean;
  /** A localised text field: stored as `name` (Thai) and `name_en` (English). */
  localized?: boolean;
  unique?: boolean;
  /** Never returned by the public API (password hashes, reset tokens). */
  private?: boolean;
  maxLength?: number;
  /** Text fields: the format a value must match (Strapi's `regex`); a field that is not required may be empty. */
  pattern?: RegExp;
  /** Numbers: the smallest and largest value a write may set (integers default to INTEGER_BOUNDS). */
  min?: number;
  max?: number;
  /** JSON fields: the most bytes their JSON text may take (default JSON_MAX_BYTES). */
  maxBytes?: number;
  /**
   * Who may set the field in a write. `system` fields (statuses the receiving side moves, owner relations,
   * delivery flags) are set only with the API token: the portal's own server or the receiving side's tools.
   * A member or a public form that sends one gets a 400. `receiver` fields are set by the owners of the listing
   * that received the row (see CollectionDef.receivedBy). Default `sender`: whoever may write the row.
   */
  setBy?: SetBy;
  enum?: readonly string[];
  /** For uid fields: the field the slug is made from. */
  targetField?: string;
  /** For relations: the plural api name of the target collection (many-to-one). */
  target?: string;
  /** A many-to-many relation, stored in a join table (`<table>_<name>_links`) instead of a column. */
  many?: boolean;
  default?: string | number | boolean;
  /** JSON fields: what the value holds, so a form can offer its own controls (the back office's content manager). */
  shape?: JsonShape;
  /**
   * A string whose values are those of a master-data list (the `value` of its entries): forms offer the list and
   * refuse anything else, so a show tagged by hand never misses its industry filter and feed.
   */
  masterData?: MasterDataList;
  /** Of a master-data list with groups (the sectors), the one group whose entries the field takes. */
  masterGroup?: string;
}

/** The master-data lists a field's values can come from (collection master-data-app). */
export type MasterDataList = "provinces" | "countries" | "sectors" | "event_categories";

/** The JSON values a form edits with their own controls; any other JSON is edited as JSON text. */
export type JsonShape = "image" | "contact" | "words";

/** Strapi's integer is 32-bit; a bigger value is a 400, never a float that D1 stores as 1e300. */
export const INTEGER_BOUNDS = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** Decimals are money, areas and coordinates: beyond a trillion is a mistake or an attack. */
export const DECIMAL_BOUNDS = { min: -1e12, max: 1e12 } as const;
export const JSON_MAX_BYTES = 64 * 1024;

/** The range a number field accepts: its own min/max within the type's default bounds. */
export function numberBounds(field: FieldDef): { min: number; max: number } {
  const bounds = field.type === "decimal" ? DECIMAL_BOUNDS : INTEGER_BOUNDS;
  return { min: Math.max(field.min ?? bounds.min, bounds.min), max: Math.min(field.max ?? bounds.max, bounds.max) };
}

export type Access =
  /** Anyone reads; writes need the API token. */
  | "content"
  /** Anyone may create (behind the bot check); nobody but the API token reads. */
  | "public-form"
  /** A signed-in member creates and reads their own; the API token reads all. */
  | "member"
  /** Only the API token. */
  | "private";

export interface CollectionDef {
  /** Singular api id, as Strapi names the content type: `trade-show`. */
  singular: string;
  /** Plural api id, the REST path segment: `trade-shows`. */
  plural: string;
  /** D1 table name. */
  table: string;
  kind: "collectionType" | "singleType";
  displayName: string;
  access: Access;
  /**
   * Relation paths (`venue`, `trade_show.organizer`) to listings whose `owners` receive a row of this member
   * collection: besides the member who sent it, those owners read it and move its status.
   */
  receivedBy?: readonly string[];
  /**
   * Rows made only as a side effect of creating a row of this other collection (a lead comes from a booth
   * reservation): members cannot create them directly.
   */
  createdThrough?: string;
  /** Earlier REST paths the embedded service still answers, for clients built before a rename. */
  formerPaths?: readonly string[];
  fields: Record<string, FieldDef>;
}

declare const jsonShape: unique symbol;

/** A json field whose stored value has the shape `T`: a type only, nothing of it exists at run time. */
export interface JsonField<T> extends FieldDef {
  type: "json";
  readonly [jsonShape]?: T;
}

function json<T>(shape?: JsonShape): JsonField<T> {
  return shape ? { type: "json", shape } : { type: "json" };
}

const contactor = json<Contactor>("contact");
const image = json<Image>("image");
const gallery = json<SeedImageValue[]>();
const words = json<string[]>("words");

const PROVINCE = { type: "string", maxLength: 80, masterData: "provinces" } as const;
const COUNTRY = { type: "string", maxLength: 80, default: "Thailand", masterData: "countries" } as const;

const eventFields = {
  name: { type: "string", required: true, localized: true, maxLength: 200 },
  slug: { type: "uid", targetField: "name", unique: true },
  start_date: { type: "date", required: true },
  end_date: { type: "date", required: true },
  opening_hours: { type: "string", localized: true, maxLength: 120 },
  venue: { type: "relation", target: LISTINGS.venue.plural },
  venue_name: { type: "string", localized: true, maxLength: 200 },
  city: { type: "string", localized: true, maxLength: 120 },
  province: PROVINCE,
  country: COUNTRY,
  organizer: { type: "relation", target: LISTINGS.organizer.plural },
  industry: { type: "string", maxLength: 80, masterData: "sectors" },
  tags: words,
  summary: { type: "text", localized: true, maxLength: 500 },
  description: { type: "richtext", localized: true },
  cover_img: image,
  gallery,
  website: { type: "string", maxLength: 300 },
  ticket_info: { type: "text", localized: true, maxLength: 500 },
  event_status: { type: "enumeration", enum: SHOW_STATUSES, default: "scheduled" },
  attendance_mode: { type: "enumeration", enum: ATTENDANCE_MODES, default: "offline" },
  featured: { type: "boolean", default: false },
} as const satisfies Record<string, FieldDef>;

const companyName = { type: "string", required: true, localized: true, maxLength: 200 } as const;

/**
 * The fields every directory company has; its name field is the kind's (`name` for venues, else `company_name`),
 * and its sector one of the master data's sectors of the kind's group.
 */
function companyFields<N extends Listing["nameField"]>(nameField: N, kind: ListingKind) {
  const name = { [nameField]: companyName } as Record<N, typeof companyName>;
  return {
    ...name,
    slug: { type: "uid", targetField: nameField, unique: true },
    address: { type: "text", localized: true, maxLength: 500 },
    province: PROVINCE,
    country: COUNTRY,
    sector: { type: "string", maxLength: 80, masterData: "sectors", masterGroup: kind },
    summary: { type: "text", localized: true, maxLength: 500 },
    note: { type: "richtext", localized: true },
    cover_img: image,
    gallery,
    contactor,
    /** The members who run the listing: set by the site team, never shown (docs/decisions/024). */
    owners: { type: "relation", target: "users", many: true, private: true, setBy: "system" },
    /**
     * Colleagues the owners invited to answer the listing's requests and leads; they cannot edit the listing or
     * invite (docs/decisions/062). Private like `owners`.
     */
    team: { type: "relation", target: "users", many: true, private: true, setBy: "system" },
    /**
     * A company answers here: true while the listing has an owner. The back office writes it with every change of
     * `owners` (docs/decisions/059), so the public sees the mark without seeing who.
     */
    verified: { type: "boolean", default: false, setBy: "system" },
    latitude: { type: "decimal", min: -90, max: 90 },
    longitude: { type: "decimal", min: -180, max: 180 },
    featured: { type: "boolean", default: false },
  } as const satisfies Record<string, FieldDef>;
}

const quotationContact = {
  user: { type: "relation", target: "users", setBy: "system" },
  contact_name: { type: "string", required: true, maxLength: 120 },
  company_name: { type: "string", maxLength: 200 },
  email: { type: "email", required: true, maxLength: 200 },
  phone: { type: "string", required: true, maxLength: 40, pattern: PHONE_FORMAT },
  message: { type: "text", maxLength: 4000 },
  budget: { type: "decimal", min: 0, max: 1e11 },
  locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
  // Moved along app/domain/quotation-status.ts: forward by the receiving company, withdrawn by the member.
  quotation_status: { type: "enumeration", enum: QUOTE_STATUS, default: "sent", setBy: "receiver" },
  answer: { type: "text", maxLength: 4000, setBy: "receiver" },
  read_at: { type: "datetime", setBy: "system" },
  answered_at: { type: "datetime", setBy: "system" },
} as const satisfies Record<string, FieldDef>;


/** A file a member attached through `api/upload` (their own upload; the service checks the type by its bytes). */
export interface QuotationAttachment {
  id: number;
  url: string;
  name: string;
  mime: string;
  size: number;
}

const quotationRequest = {
  budget_range: { type: "enumeration", enum: BUDGET_RANGES },
  services: words,
  attachments: { ...json<QuotationAttachment[]>(), maxBytes: 4096 },
} as const satisfies Record<string, FieldDef>;

const model = [
  {
    singular: "banner",
    plural: "banners",
    table: "banners",
    kind: "collectionType",
    displayName: "Banner",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 200 },
      subtitle: { type: "string", localized: true, maxLength: 300 },
      image: { ...image, required: true },
      link: { type: "string", maxLength: 300 },
      /**
       * The show a banner announces: its page is the banner's link, and its dates and booking deadline are shown
       * from the record, so the banner's own words never repeat (and drift from) them.
       */
      trade_show: { type: "relation", target: "trade-shows" },
      cta_label: { type: "string", localized: true, maxLength: 60 },
      sort_order: { type: "integer", default: 0 },
      active: { type: "boolean", default: true },
    },
  },
  {
    singular: "popup",
    plural: "popups",
    table: "popups",
    kind: "collectionType",
    displayName: "Popup",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 200 },
      body: { type: "richtext", localized: true },
      image,
      link: { type: "string", maxLength: 300 },
      cta_label: { type: "string", localized: true, maxLength: 60 },
      starts_at: { type: "datetime" },
      ends_at: { type: "datetime" },
      active: { type: "boolean", default: true },
      /** Who sees it: everyone, visitors (anyone not signed in as a company) or signed-in company members. */
      audience: { type: "enumeration", enum: ["everyone", "visitors", "companies"], default: "everyone" },
    },
  },
  {
    singular: "our-client",
    plural: "our-clients",
    table: "our_clients",
    kind: "collectionType",
    displayName: "Our client",
    access: "content",
    fields: {
      name: { type: "string", required: true, localized: true, maxLength: 200 },
      logo: { ...image, required: true },
      website: { type: "string", maxLength: 300 },
      sort_order: { type: "integer", default: 0 },
    },
  },
  {
    singular: "trade-show",
    plural: "trade-shows",
    table: "trade_shows",
    kind: "collectionType",
    displayName: "Trade show",
    access: "content",
    fields: {
      ...eventFields,
      scope: { type: "enumeration", enum: SHOW_SCOPES, required: true },
      booth_info: { type: "richtext", localized: true },
      booth_price_from: { type: "decimal", min: 0, max: 1e10 },
      booth_currency: { type: "string", maxLength: 3, default: "THB" },
      /** Where visitors buy a ticket or pre-register (the organizer's page); `website` is the show's own site. */
      registration_url: { type: "string", maxLength: 300 },
      reservation_open: { type: "boolean", default: false },
      reservation_deadline: { type: "date" },
      expected_visitors: { type: "integer", min: 0, max: 100_000_000 },
      exhibitors_count: { type: "integer", min: 0, max: 1_000_000 },
    },
  },
  {
    singular: "thai-event",
    plural: "thai-events",
    table: "thai_events",
    kind: "collectionType",
    displayName: "Thai event",
    access: "content",
    fields: {
      ...eventFields,
      category: { type: "string", maxLength: 80, masterData: "event_categories" },
      free_entry: { type: "boolean", default: true },
    },
  },
  {
    singular: LISTINGS.venue.kind,
    plural: LISTINGS.venue.plural,
    table: LISTINGS.venue.table,
    kind: "collectionType",
    displayName: "Venue",
    access: "content",
    fields: {
      ...companyFields(LISTINGS.venue.nameField, "venue"),
      venue_type: { type: "string", maxLength: 80 },
      halls: { type: "integer", min: 0, max: 1000 },
      total_area_sqm: { type: "integer", min: 0, max: 100_000_000 },
      max_capacity: { type: "integer", min: 0, max: 100_000_000 },
      facilities: words,
    },
  },
  {
    singular: LISTINGS.organizer.kind,
    plural: LISTINGS.organizer.plural,
    table: LISTINGS.organizer.table,
    kind: "collectionType",
    displayName: "Organizer",
    access: "content",
    fields: {
      ...companyFields(LISTINGS.organizer.nameField, "organizer"),
      founded_year: { type: "integer", min: 1800, max: 2100 },
      services: words,
    },
  },
  {
    singular: LISTINGS.contractor.kind,
    plural: LISTINGS.contractor.plural,
    table: LISTINGS.contractor.table,
    kind: "collectionType",
    displayName: "Contractor",
    access: "content",
    fields: {
      ...companyFields(LISTINGS.contractor.nameField, "contractor"),
      services: words,
      founded_year: { type: "integer", min: 1800, max: 2100 },
    },
  },
  {
    // The spec's resource path is `api/news-list`; a Strapi built from the export answers there.
    singular: "news-list",
    plural: "news-list",
    table: "news_lists",
    formerPaths: ["news-lists"],
    kind: "collectionType",
    displayName: "News list (menu)",
    access: "content",
    fields: {
      menu_id: { type: "integer", required: true, unique: true },
      title: { type: "string", required: true, localized: true, maxLength: 120 },
      slug: { type: "uid", targetField: "title", unique: true },
      sort_order: { type: "integer", default: 0 },
    },
  },
  {
    singular: "news",
    plural: "news",
    table: "news",
    kind: "collectionType",
    displayName: "News",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 250 },
      slug: { type: "uid", targetField: "title", unique: true },
      excerpt: { type: "text", localized: true, maxLength: 500 },
      content: { type: "richtext", localized: true },
      cover_img: image,
      place: { type: "string", maxLength: 200 },
      connect_menu: json<ConnectMenu>(),
      author: { type: "string", maxLength: 120 },
      source_url: { type: "string", maxLength: 300 },
    },
  },
  {
    singular: "article-topic",
    plural: "article-topics",
    table: "article_topics",
    kind: "collectionType",
    displayName: "Article topic",
    access: "content",
    fields: {
      name: { type: "string", required: true, localized: true, maxLength: 120 },
      slug: { type: "uid", targetField: "name", unique: true },
      description: { type: "text", localized: true, maxLength: 500 },
      cover_img: image,
      sort_order: { type: "integer", default: 0 },
    },
  },
  {
    singular: "article",
    plural: "articles",
    table: "articles",
    kind: "collectionType",
    displayName: "Article",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 250 },
      slug: { type: "uid", targetField: "title", unique: true },
      topic: { type: "relation", target: "article-topics" },
      excerpt: { type: "text", localized: true, maxLength: 500 },
      content: { type: "richtext", localized: true },
      cover_img: image,
      author: { type: "string", maxLength: 120 },
      reading_minutes: { type: "integer", min: 1, max: 1000 },
      tags: words,
    },
  },
  {
    singular: "photo-gallery",
    plural: "photo-galleries",
    table: "photo_galleries",
    kind: "collectionType",
    displayName: "Photo gallery",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 250 },
      slug: { type: "uid", targetField: "title", unique: true },
      description: { type: "text", localized: true, maxLength: 1000 },
      event_date: { type: "date" },
      cover_img: image,
      images: { ...gallery, required: true },
      trade_show: { type: "relation", target: "trade-shows" },
      venue: { type: "relation", target: LISTINGS.venue.plural },
    },
  },
  {
    singular: "job",
    plural: "jobs",
    table: "jobs",
    kind: "collectionType",
    displayName: "Job",
    access: "content",
    fields: {
      title: { type: "string", required: true, localized: true, maxLength: 200 },
      slug: { type: "uid", targetField: "title", unique: true },
      company_name: { type: "string", required: true, localized: true, maxLength: 200 },
      company_logo: image,
      province: PROVINCE,
      job_type: {
        type: "enumeration",
        enum: ["full-time", "part-time", "contract", "internship", "freelance"],
        required: true,
      },
      category: { type: "string", maxLength: 80 },
      salary_min: { type: "integer", min: 0, max: 100_000_000 },
      salary_max: { type: "integer", min: 0, max: 100_000_000 },
      /** What the salary amounts are paid per; without it full-time, contract and internship pay is monthly. */
      salary_unit: { type: "enumeration", enum: PAY_UNITS },
      description: { type: "richtext", localized: true },
      requirements: { type: "richtext", localized: true },
      apply_email: { type: "email", maxLength: 200 },
      apply_url: { type: "string", maxLength: 300 },
      valid_through: { type: "date" },
    },
  },
  {
    singular: "package",
    plural: "packages",
    table: "packages",
    kind: "collectionType",
    displayName: "Package",
    access: "content",
    fields: {
      name: { type: "string", required: true, localized: true, maxLength: 120 },
      slug: { type: "uid", targetField: "name", unique: true },
      audience: { type: "enumeration", enum: PACKAGE_AUDIENCES, required: true },
      price: { type: "decimal", min: 0, max: 1e10, required: true },
      billing_period: { type: "enumeration", enum: ["month", "year", "event"], required: true },
      summary: { type: "text", localized: true, maxLength: 300 },
      features: words,
      features_en: words,
      highlighted: { type: "boolean", default: false },
      sort_order: { type: "integer", default: 0 },
    },
  },
  {
    singular: "package-form",
    plural: "package-forms",
    table: "package_forms",
    kind: "collectionType",
    displayName: "Package form",
    access: "public-form",
    fields: {
      package: { type: "relation", target: "packages", required: true },
      contact_name: { type: "string", required: true, maxLength: 120 },
      company_name: { type: "string", required: true, maxLength: 200 },
      email: { type: "email", required: true, maxLength: 200 },
      phone: { type: "string", required: true, maxLength: 40, pattern: PHONE_FORMAT },
      message: { type: "text", maxLength: 4000 },
      locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
    },
  },
  {
    singular: "contract-form",
    plural: "contract-forms",
    table: "contract_forms",
    kind: "collectionType",
    displayName: "Contract form",
    access: "public-form",
    fields: {
      contact_name: { type: "string", required: true, maxLength: 120 },
      company_name: { type: "string", required: true, maxLength: 200 },
      tax_id: { type: "string", maxLength: 20 },
      email: { type: "email", required: true, maxLength: 200 },
      phone: { type: "string", required: true, maxLength: 40, pattern: PHONE_FORMAT },
      package: { type: "relation", target: "packages" },
      address: { type: "text", maxLength: 500 },
      message: { type: "text", maxLength: 4000 },
      locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
      // A package contract, or a member's request to manage a listing ("Is this your company?").
      request_kind: { type: "enumeration", enum: ["contract", "claim"], default: "contract" },
      // What the sender is shown and quotes when writing to the team (CF-/CL- and eight characters).
      reference: { type: "string", maxLength: 20 },
      start_date: { type: "date" },
      // How many billing periods of the package (months, years or events) the contract runs for.
      periods: { type: "integer", min: 1, max: 36 },
      // A claim: the member's role at the company whose listing they ask to manage.
      contact_role: { type: "string", maxLength: 120 },
      // Set by the portal's server after it checked the member's session (claims, signed-in contracts).
      user: { type: "relation", target: "users", setBy: "system" },
      venue: { type: "relation", target: LISTINGS.venue.plural, setBy: "system" },
      organizer: { type: "relation", target: LISTINGS.organizer.plural, setBy: "system" },
      contractor: { type: "relation", target: LISTINGS.contractor.plural, setBy: "system" },
      // A claim: the site team's answer in the back office (none yet: pending), and why it declined.
      claim_decision: { type: "enumeration", enum: CLAIM_DECISIONS, setBy: "system" },
      decline_reason: { type: "text", maxLength: 1000, setBy: "system" },
    },
  },
  {
    // A company's edit of its own listing, waiting for the site team (docs/decisions/060): written only by the
    // portal's server after it checked that the member runs the listing, read by that member and the back office.
    singular: "listing-change",
    plural: "listing-changes",
    table: "listing_changes",
    kind: "collectionType",
    displayName: "Listing change request",
    access: "private",
    fields: {
      user: { type: "relation", target: "users", setBy: "system" },
      venue: { type: "relation", target: LISTINGS.venue.plural, setBy: "system" },
      organizer: { type: "relation", target: LISTINGS.organizer.plural, setBy: "system" },
      contractor: { type: "relation", target: LISTINGS.contractor.plural, setBy: "system" },
      // The changed fields' new values, and what the published listing held for them when the owner saved.
      changes: { type: "json", required: true, maxBytes: JSON_MAX_BYTES },
      previous: { type: "json", maxBytes: JSON_MAX_BYTES },
      // The listing's `updatedAt` the owner's form was loaded with (the version rule).
      base_version: { type: "string", maxLength: 40 },
      locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
      change_status: { type: "enumeration", enum: LISTING_CHANGE_STATUSES, default: "waiting", setBy: "system" },
      decline_reason: { type: "text", maxLength: 1000, setBy: "system" },
      // An edit of the listing itself, an organizer's new show with its booth types (`changes`: {show, booths}), or
      // an edit of its published show (`changes`: {label, show, updates, booths}, with `trade_show` set).
      change_kind: { type: "enumeration", enum: LISTING_CHANGE_KINDS, default: "listing", setBy: "system" },
      // The show an edit changes, or a new show once approved: the trade show made from it.
      trade_show: { type: "relation", target: "trade-shows", setBy: "system" },
    },
  },
  {
    singular: "contact-message",
    plural: "contact-messages",
    table: "contact_messages",
    kind: "collectionType",
    displayName: "Contact message (api/email)",
    access: "private",
    fields: {
      name: { type: "string", required: true, maxLength: 120 },
      email: { type: "email", required: true, maxLength: 200 },
      phone: { type: "string", maxLength: 40, pattern: PHONE_FORMAT },
      subject: { type: "string", required: true, maxLength: 200 },
      message: { type: "text", required: true, maxLength: 4000 },
      locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
      // Its mail is on its way: written to the outbox with the message (not yet delivered: that is the outbox row
      // of `mail_id`, docs/decisions/053).
      delivered: { type: "boolean", default: false, setBy: "system" },
      // The outbox id of the mail that carries the message to the site team, the latest one after a resend from
      // the back office, which reads its delivery under that id (workers/mail/contact-mail.ts).
      mail_id: { type: "string", maxLength: 64, setBy: "system" },
    },
  },
  {
    singular: "email-subscription",
    plural: "email-subscriptions",
    table: "email_subscriptions",
    kind: "collectionType",
    displayName: "Email subscription",
    access: "public-form",
    fields: {
      email: { type: "email", required: true, unique: true, maxLength: 200 },
      locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
      source: { type: "string", maxLength: 60 },
    },
  },
  {
    singular: LISTINGS.venue.quotation.singular,
    plural: LISTINGS.venue.quotation.plural,
    table: LISTINGS.venue.quotation.table,
    kind: "collectionType",
    receivedBy: [LISTINGS.venue.kind],
    displayName: "Quotation to a venue",
    access: "member",
    fields: {
      venue: { type: "relation", target: LISTINGS.venue.plural, required: true },
      [LISTINGS.venue.eventField]: { type: "string", required: true, maxLength: 200 },
      event_type: { type: "string", maxLength: 80 },
      start_date: { type: "date", required: true },
      end_date: { type: "date", required: true },
      attendees: { type: "integer", min: 1, max: 10_000_000 },
      [LISTINGS.venue.areaField]: { type: "integer", min: 1, max: 100_000_000 },
      ...quotationRequest,
      ...quotationContact,
    },
  },
  {
    singular: LISTINGS.organizer.quotation.singular,
    plural: LISTINGS.organizer.quotation.plural,
    table: LISTINGS.organizer.quotation.table,
    kind: "collectionType",
    receivedBy: [LISTINGS.organizer.kind],
    displayName: "Quotation to an organizer",
    access: "member",
    fields: {
      organizer: { type: "relation", target: LISTINGS.organizer.plural, required: true },
      [LISTINGS.organizer.eventField]: { type: "string", required: true, maxLength: 200 },
      service_needed: { type: "string", maxLength: 200 },
      start_date: { type: "date" },
      end_date: { type: "date" },
      attendees: { type: "integer", min: 1, max: 10_000_000 },
      [LISTINGS.organizer.areaField]: { type: "integer", min: 1, max: 100_000_000 },
      ...quotationRequest,
      ...quotationContact,
    },
  },
  {
    singular: LISTINGS.contractor.quotation.singular,
    plural: LISTINGS.contractor.quotation.plural,
    table: LISTINGS.contractor.quotation.table,
    kind: "collectionType",
    receivedBy: [LISTINGS.contractor.kind],
    displayName: "Quotation to a contractor",
    access: "member",
    fields: {
      contractor: { type: "relation", target: LISTINGS.contractor.plural, required: true },
      trade_show: { type: "relation", target: "trade-shows" },
      booth_type: { type: "enumeration", enum: BOOTH_BUILDS, required: true },
      [LISTINGS.contractor.areaField]: { type: "integer", min: 1, max: 100_000, required: true },
      deadline: { type: "date" },
      [LISTINGS.contractor.eventField]: { type: "string", maxLength: 200 },
      start_date: { type: "date" },
      end_date: { type: "date" },
      attendees: { type: "integer", min: 1, max: 10_000_000 },
      ...quotationRequest,
      ...quotationContact,
    },
  },
  {
    singular: "booth-type",
    plural: "booth-types",
    table: "booth_types",
    kind: "collectionType",
    displayName: "Booth type",
    access: "content",
    fields: {
      trade_show: { type: "relation", target: "trade-shows", required: true },
      name: { type: "string", required: true, localized: true, maxLength: 120 },
      kind: { type: "enumeration", enum: BOOTH_KINDS, required: true },
      size_sqm: { type: "integer", required: true, min: 1, max: 100_000 },
      /** Thai baht per booth, before VAT. */
      price: { type: "decimal", required: true, min: 0, max: 1e10 },
      /** How many booths of this type the floor plan has. */
      quantity: { type: "integer", required: true, min: 0, max: 10_000 },
      /** Booths taken by reservations: moved only by the reservation write, in the statement that checks it. */
      booths_reserved: { type: "integer", min: 0, max: 10_000, default: 0, setBy: "system" },
      description: { type: "text", localized: true, maxLength: 500 },
      sort_order: { type: "integer", default: 0 },
    },
  },
  {
    // A hall of a show's floor plan (docs/decisions/066): its size in metres frames the booths drawn on it.
    singular: "hall",
    plural: "halls",
    table: "halls",
    kind: "collectionType",
    displayName: "Hall",
    access: "content",
    fields: {
      trade_show: { type: "relation", target: "trade-shows", required: true },
      name: { type: "string", required: true, localized: true, maxLength: 80 },
      width_m: { type: "integer", required: true, min: 1, max: 2000 },
      depth_m: { type: "integer", required: true, min: 1, max: 2000 },
      sort_order: { type: "integer", default: 0 },
      /** A picture of the hall (its drawing, a photo from above), drawn stretched to its metres beneath the booths. */
      background: image,
    },
  },
  {
    // A numbered booth on a hall's plan: position and size in metres from the hall's top-left corner.
    singular: "booth",
    plural: "booths",
    table: "booths",
    kind: "collectionType",
    displayName: "Booth",
    access: "content",
    fields: {
      trade_show: { type: "relation", target: "trade-shows", required: true },
      hall: { type: "relation", target: "halls", required: true },
      number: { type: "string", required: true, maxLength: 12, pattern: BOOTH_NUMBER },
      x: { type: "decimal", required: true, min: 0, max: 2000 },
      y: { type: "decimal", required: true, min: 0, max: 2000 },
      width: { type: "decimal", required: true, min: 1, max: 500 },
      depth: { type: "decimal", required: true, min: 1, max: 500 },
      booth_type: { type: "relation", target: "booth-types" },
      /** Thai baht before VAT, when this booth costs other than its type. */
      price: { type: "decimal", min: 0, max: 1e10 },
      state: { type: "enumeration", enum: BOOTH_STATES, default: "available" },
      /** Until when a hold keeps the booth; a hold past it frees the booth to the next who picks it. */
      held_until: { type: "datetime", setBy: "system" },
      /** The exhibitor's company, shown on the plan once the organizer confirmed and the exhibitor agreed to be listed. */
      exhibitor: { type: "string", localized: true, maxLength: 200, setBy: "system" },
      // Who holds or booked it is nobody's business but the organizer's.
      hold: { type: "relation", target: "booth-holds", private: true, setBy: "system" },
      booth_reservation: { type: "relation", target: "booth-reservations", private: true, setBy: "system" },
    },
  },
  {
    // Booths a member picked on a plan, held for BOOTH_HOLD_MS while they complete the booking form.
    singular: "booth-hold",
    plural: "booth-holds",
    table: "booth_holds",
    kind: "collectionType",
    displayName: "Booth hold",
    access: "member",
    fields: {
      user: { type: "relation", target: "users", setBy: "system" },
      trade_show: { type: "relation", target: "trade-shows", required: true },
      /** The booths' numbers as picked ("A12 A13"); the service stores them sorted, comma-separated. */
      booth_numbers: { type: "string", required: true, maxLength: 200 },
      expires_at: { type: "datetime", setBy: "system" },
    },
  },
  {
    singular: "booth-reservation",
    plural: "booth-reservations",
    table: "booth_reservations",
    kind: "collectionType",
    displayName: "Booth reservation",
    access: "member",
    receivedBy: ["trade_show.organizer"],
    fields: {
      trade_show: { type: "relation", target: "trade-shows", required: true },
      booth_type: { type: "relation", target: "booth-types", required: true },
      booth_count: { type: "integer", min: 1, max: 20, default: 1 },
      products: { type: "text", maxLength: 1000 },
      company_address: { type: "text", maxLength: 500 },
      company_website: { type: "string", maxLength: 300 },
      ...quotationContact,
      /** The member's hold of numbered booths, on a show with a floor plan; the service copies their numbers. */
      booth_hold: { type: "relation", target: "booth-holds" },
      booth_numbers: { type: "string", maxLength: 200, setBy: "system" },
      /** Whether the exhibitor's company may stand on the show's public exhibitor list once confirmed. */
      list_exhibitor: { type: "boolean", default: true },
      booth_decision: { type: "enumeration", enum: BOOTH_DECISIONS, setBy: "receiver" },
      // Who the service mailed about the booking, so the completed page can say it (app/domain/booking-notice.ts).
      organizer_notice: { type: "enumeration", enum: ORGANIZER_NOTICES, setBy: "system" },
    },
  },
  {
    singular: "leads-from-reservation",
    plural: "leads-from-reservations",
    table: "leads_from_reservations",
    kind: "collectionType",
    displayName: "Lead from a reservation",
    access: "member",
    receivedBy: ["trade_show.organizer"],
    createdThrough: "booth-reservations",
    fields: {
      booth_reservation: { type: "relation", target: "booth-reservations", required: true },
      trade_show: { type: "relation", target: "trade-shows" },
      owner: { type: "relation", target: "users", setBy: "system" },
      // The organizer's own follow-up of the lead.
      lead_status: { type: "enumeration", enum: LEAD_STATUSES, default: "new", setBy: "receiver" },
      note: { type: "text", maxLength: 2000, setBy: "receiver" },
    },
  },
  {
    singular: "activity-log",
    plural: "activity-logs",
    table: "activity_logs",
    kind: "collectionType",
    displayName: "Activity log",
    access: "member",
    // The owners of the listing an entry concerns read it on their quotation profile.
    receivedBy: LISTING_KINDS,
    fields: {
      user: { type: "relation", target: "users", setBy: "system" },
      action: { type: "string", required: true, maxLength: 80 },
      path: { type: "string", maxLength: 300 },
      meta: { type: "json", maxBytes: 4096 },
      // The listing the action concerns, so its owners see it on the quotation profile: written by the service
      // (workers/content/received-log.ts), never by a member, so nobody can put entries in another's log.
      venue: { type: "relation", target: LISTINGS.venue.plural, setBy: "system" },
      organizer: { type: "relation", target: LISTINGS.organizer.plural, setBy: "system" },
      contractor: { type: "relation", target: LISTINGS.contractor.plural, setBy: "system" },
    },
  },
  {
    singular: "bookmark",
    plural: "bookmarks",
    table: "bookmarks",
    kind: "collectionType",
    displayName: "Bookmark",
    access: "member",
    fields: {
      user: { type: "relation", target: "users", setBy: "system" },
      collection: { type: "string", required: true, maxLength: 60 },
      item_id: { type: "integer", required: true, min: 1 },
      title: { type: "string", maxLength: 250 },
      path: { type: "string", maxLength: 300 },
    },
  },
  {
    // What a member follows for the weekly digest (app/domain/follows.ts): an industry (its master-data value),
    // an organizer or a venue (its id as text).
    singular: "follow",
    plural: "follows",
    table: "follows",
    kind: "collectionType",
    displayName: "Follow",
    access: "member",
    fields: {
      user: { type: "relation", target: "users", setBy: "system" },
      kind: { type: "enumeration", enum: FOLLOW_KINDS, required: true },
      item: { type: "string", required: true, maxLength: 80 },
    },
  },
  {
    singular: "master-data-app",
    plural: "master-data-app",
    table: "master_data_app",
    kind: "singleType",
    displayName: "Master data (app)",
    access: "content",
    fields: {
      provinces: { type: "json" },
      countries: { type: "json" },
      sectors: { type: "json" },
      job_types: { type: "json" },
      menus: { type: "json" },
      event_categories: { type: "json" },
    },
  },
] as const satisfies readonly CollectionDef[];

/** The model with every literal kept, for the attribute types of app/model/entities.ts. */
export type Model = typeof model;

export const collections: readonly CollectionDef[] = model;

/** The collection a REST path segment names: its plural, or a path it had before a rename. */
export function collectionByPlural(plural: string): CollectionDef | undefined {
  return collections.find((c) => c.plural === plural || c.formerPaths?.includes(plural));
}
