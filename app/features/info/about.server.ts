import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { totalOf } from "~/content/server";
import type { StrapiList } from "~/model/types";
import { bangkokToday } from "~/lib/dates";
import { documentFor } from "./documents.server";
import { editorialPage } from "./page.server";
import { LISTING_KINDS, LISTINGS } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { pagePath } from "~/lib/paths";

const FIGURES = [
  { key: "upcomingShows", path: "api/trade-shows", upcoming: true, href: pagePath("thaiTradeShowList") },
  { key: "upcomingEvents", path: "api/thai-events", upcoming: true, href: pagePath("thaiEventList") },
  ...LISTING_KINDS.map((kind) => ({ key: LISTINGS[kind].plural, path: LISTINGS[kind].api, upcoming: false, href: pagePath(LISTING_PAGES[kind].list) })),
] as const;

export type FigureKey = (typeof FIGURES)[number]["key"];

/**
 * The about page: its text, plus key figures counted from the content (pagination totals of one-row queries,
 * served from the content cache). A figure the source cannot count is left out rather than failing the page.
 */
export async function loadAbout(request: Request, context: Readonly<RouterContextProvider>) {
  const page = editorialPage(request, context, "aboutUs");
  const client = contentClient(request, context, "anonymous");
  const today = bangkokToday();
  const counts = await Promise.all(
    FIGURES.map(async (figure) => {
      const result = await client.query<StrapiList<unknown>>(figure.path, {
        ...(figure.upcoming ? { filters: { end_date: { $gte: today } } } : {}),
        fields: ["slug"],
        pagination: { page: 1, pageSize: 1 },
      });
      return result.ok ? { key: figure.key, href: figure.href, count: totalOf(result.data) } : null;
    }),
  );
  return {
    seo: page.seo,
    crumbs: page.crumbs,
    document: documentFor("about", page.locale),
    figures: counts.filter((figure) => figure !== null),
  };
}
