import { createContentClient, type ContentClient } from "~/content/client";
import type { MasterData } from "~/content/master-data";
import type { StrapiList, StrapiSingle } from "~/model/types";
import { type NewsItem, newsQuery } from "./news-popup";
import { popupLookupPath, popupQuery, type PopupKind, type PopupLabels, type PopupRecord } from "./popup-view";

/** Browser-side lookups of the home pop-ups: GETs through the content client to the cached `/api` proxy. */
let client: ContentClient | undefined;

function content(): ContentClient {
  client ??= createContentClient({ fetcher: (request) => window.fetch(request), baseUrl: window.location.origin });
  return client;
}

export function lookupRecord(kind: PopupKind, text: string) {
  return content().query<StrapiList<PopupRecord>>(popupLookupPath(kind), popupQuery(kind, text));
}

/** The related-news lookup: one page of 15 news items filed under either home menu. */
export function lookupNews(menuIds: readonly string[], page: number) {
  return content().query<StrapiList<NewsItem["attributes"]>>("api/news", newsQuery(menuIds, page));
}

const NO_LABELS: PopupLabels = { provinces: [], countries: [], sectors: [] };
let labels: Promise<PopupLabels> | undefined;

/** Province, country and sector labels for pop-up footers, asked once; without them raw values show. */
export function popupLabels(): Promise<PopupLabels> {
  labels ??= content()
    .query<StrapiSingle<Partial<MasterData>>>("api/master-data-app", { fields: ["provinces", "countries", "sectors"] })
    .then((result) => {
      if (!result.ok) {
        labels = undefined;
        return NO_LABELS;
      }
      const { provinces = [], countries = [], sectors = [] } = result.data.data.attributes;
      return { provinces, countries, sectors };
    });
  return labels;
}
