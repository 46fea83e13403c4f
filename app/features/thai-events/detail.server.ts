import type { RouterContextProvider } from "react-router";
import type { ThaiEventAttributes } from "~/model/entities";
import { type EventDetailSource, loadEventDetail } from "~/features/events/event-detail.server";
import { pagePath } from "~/lib/paths";

const thaiEvents: EventDetailSource<ThaiEventAttributes> = {
  kind: "thai-event",
  api: "api/thai-events",
  list: { key: "thaiEventList", title: "pages.thaiEventList.title" },
  path: (a) => pagePath("thaiEventDetails", { id: a.slug }),
  tag: "category",
  relatedWithoutTag: true,
  // Free entry is an offer too: search engines show "Free" on the event's rich result.
  offer: (a) => (a.free_entry ? { amount: 0, currency: "THB" } : null),
};

export function loadThaiEventDetail(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined, preview = false) {
  return loadEventDetail(request, context, rawId, thaiEvents, preview);
}
