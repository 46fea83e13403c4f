import type { ListConfig } from "~/lib/list-query";
import type { Locale } from "~/lib/locale";
import { pagePath } from "~/lib/paths";

/** The three company directories share one list and one detail page; this is what differs between them. */
export type DirectoryKind = "venue" | "organizer" | "contractor";

export interface DirectoryKindDef {
  kind: DirectoryKind;
  /** Content API path. */
  api: "api/venues" | "api/organizers" | "api/contractors";
  collection: "venues" | "organizers" | "contractors";
  /** The localised name field: venues have `name`, companies `company_name`. */
  nameField: "name" | "company_name";
  /** The quotation request page and its query parameter. */
  quoteKey: "quotationVenue" | "quotationOrganizer" | "quotationContractor";
  quoteParam: string;
  /** Keys of the page table (and of the texts under `pages.*`). */
  listKey: "venueList" | "organizerList" | "contractorList";
  detailKey: "venueDetails" | "organizerDetails" | "contractorDetails";
}

export const DIRECTORY_KINDS: Record<DirectoryKind, DirectoryKindDef> = {
  venue: {
    kind: "venue",
    api: "api/venues",
    collection: "venues",
    nameField: "name",
    quoteKey: "quotationVenue",
    quoteParam: "venue",
    listKey: "venueList",
    detailKey: "venueDetails",
  },
  organizer: {
    kind: "organizer",
    api: "api/organizers",
    collection: "organizers",
    nameField: "company_name",
    quoteKey: "quotationOrganizer",
    quoteParam: "organizer",
    listKey: "organizerList",
    detailKey: "organizerDetails",
  },
  contractor: {
    kind: "contractor",
    api: "api/contractors",
    collection: "contractors",
    nameField: "company_name",
    quoteKey: "quotationContractor",
    quoteParam: "contractor",
    listKey: "contractorList",
    detailKey: "contractorDetails",
  },
};

/** The list's URL state and query: keyword, province, sector; sorted by name in the page's language, or newest. */
export function directoryListConfig(kind: DirectoryKind, locale: Locale): ListConfig {
  const name = DIRECTORY_KINDS[kind].nameField;
  return {
    keyword: { kinds: [kind] },
    facets: ["province", "sector"],
    sorts: { name: [locale === "en" ? `${name}_en:asc` : `${name}:asc`, "id:asc"], newest: ["publishedAt:desc", "id:desc"] },
    defaultSort: "name",
    pageSize: 12,
  };
}

export function quoteHref(def: DirectoryKindDef, slug: string): string {
  return pagePath(def.quoteKey, { query: { [def.quoteParam]: slug } });
}
