import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { PhotoGalleryAttributes } from "~/model/entities";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { strapiListQuery } from "~/lib/list-query";
import { parseListState } from "~/lib/list-state";
import { localeFromPath } from "~/lib/locale";
import { toGalleryCard } from "./cards";
import { galleryListConfig } from "./list-config";

export async function loadGalleryList(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const state = parseListState(url.searchParams, galleryListConfig);
  const client = contentClient(request, context, "anonymous");
  const list = await listOf<PhotoGalleryAttributes>(client, "api/photo-galleries", strapiListQuery(state, galleryListConfig, bangkokToday()));
  const photoCount = (count: number) => t("media.photoCount", { count });
  return {
    state,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, state.page),
    items: list.data.map((item) => toGalleryCard(item, locale, photoCount)),
    sorts: [
      { value: "newest", label: t("list.sortNewest") },
      { value: "oldest", label: t("media.sortOldest") },
    ],
  };
}
