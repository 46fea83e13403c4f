import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { BACK_OFFICE_ROOT, type BackOfficePage, backOfficePages } from "./back-office/pages/table";
import { pageFile } from "./lib/page-files";
import { type PageDef, type PageKey, pages } from "./lib/pages";
import type { Locale } from "./domain/locales";
import { LISTING_KINDS } from "./domain/listings";
import { FLOOR_PLAN_EDIT_ROUTE, FLOOR_PLAN_FILE_ROUTE, listingEditRoute, SHOW_EDIT_ROUTE } from "./lib/listing-edit-paths";
import { TEAM_JOIN_ROUTE, TEAM_ROUTE } from "./lib/team-paths";

/** A route's path relative to its parent's: `/quotation-profile/venue` under `/quotation-profile` is `venue`. */
function relativePath(def: PageDef): string {
  const parentPath = def.parent ? pages.find((p) => p.key === def.parent)?.path : "";
  return def.path.slice((parentPath ?? "").length + 1);
}

// Each route module is shared by both locales; ids are unique per variant.
function pageRoute(def: PageDef, variant: Locale): ReturnType<typeof route> {
  const id = `${variant}:${def.key}`;
  const path = relativePath(def);
  const file = `routes/${pageFile(def.key as PageKey)}`;
  if (path === "") return index(file, { id });
  const children = pages.filter((p) => p.parent === def.key).map((child) => pageRoute(child, variant));
  return children.length > 0 ? route(path, file, { id }, children) : route(path, file, { id });
}

/** A back-office page module: the room's pages live in app/back-office/pages/. */
const backOfficeFile = (file: string) => `back-office/pages/${file}`;

/** The back office under /admin: its own layout, its pages from their table, and its own not-found page. */
function backOfficeRoutes(variant: Locale) {
  const children = (Object.keys(backOfficePages) as BackOfficePage[]).map((key) => {
    const { path, file } = backOfficePages[key];
    const id = `${variant}:admin:${key}`;
    return path === BACK_OFFICE_ROOT ? index(backOfficeFile(file), { id }) : route(path.slice(BACK_OFFICE_ROOT.length + 1), backOfficeFile(file), { id });
  });
  return route(BACK_OFFICE_ROOT.slice(1), backOfficeFile("layout.tsx"), { id: `${variant}:admin` }, [
    ...children,
    route("*", backOfficeFile("not-found.tsx"), { id: `${variant}:admin:notFound` }),
  ]);
}

/**
 * The owners' editor of each kind of listing (one module, its kind read from the path), of an organizer's show and
 * of its floor plan; a company's team page and the page an invitation to it opens.
 */
const listingEditRoutes = (variant: Locale) => [
  ...LISTING_KINDS.map((kind) => route(listingEditRoute(kind), "routes/listing-edit.tsx", { id: `${variant}:${kind}Edit` })),
  route(SHOW_EDIT_ROUTE, "routes/show-edit.tsx", { id: `${variant}:showEdit` }),
  // The show's floor plan editor, and its booths and exhibitors as CSV files (resource routes, no page).
  route(FLOOR_PLAN_EDIT_ROUTE, "routes/floor-plan-edit.tsx", { id: `${variant}:floorPlanEdit` }),
  route(FLOOR_PLAN_FILE_ROUTE, "routes/floor-plan-file.ts", { id: `${variant}:floorPlanFile` }),
  route(TEAM_ROUTE, "routes/team.tsx", { id: `${variant}:team` }),
  route(TEAM_JOIN_ROUTE, "routes/team-join.tsx", { id: `${variant}:teamJoin` }),
];

function localeRoutes(variant: Locale) {
  const topLevel = pages.filter((p) => !p.parent);
  return [
    backOfficeRoutes(variant),
    layout("routes/layout.tsx", { id: `${variant}:layout` }, [...topLevel.filter((p) => p.layout).map((p) => pageRoute(p, variant)), ...listingEditRoutes(variant)]),
    ...topLevel.filter((p) => !p.layout).map((p) => pageRoute(p, variant)),
  ];
}

export default [
  // A JSON resource, not a page: the same for both locales (the locale is a query parameter).
  route("search-suggestions", "routes/search-suggestions.ts", { id: "searchSuggestions" }),
  // A CSV download of a company inbox, not a page: the locale is a query parameter here too.
  route("quotation-export/:kind", "routes/quotation-export.ts", { id: "quotationExport" }),
  // Calendar feeds (.ics), not pages: the locale is the path's, as on pages (app/features/calendar/feed.server.ts).
  route("calendar/saved/:file", "routes/calendar-saved.ts", { id: "calendarSaved" }),
  route("en/calendar/saved/:file", "routes/calendar-saved.ts", { id: "calendarSavedEn" }),
  route("calendar/:file", "routes/calendar-industry.ts", { id: "calendarIndustry" }),
  route("en/calendar/:file", "routes/calendar-industry.ts", { id: "calendarIndustryEn" }),
  ...prefix("en", localeRoutes("en")),
  ...localeRoutes("th"),
  // The leads CSV download, not a page: the locale is a query parameter.
  route("leads-export", "routes/leads-export.ts", { id: "leadsExport" }),
] satisfies RouteConfig;
