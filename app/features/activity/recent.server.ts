import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import type { StrapiEntity, StrapiList } from "~/model/types";
import type { Member } from "~/session/session.server";
import type { Locale } from "~/domain/locales";
import { formatBangkokTime } from "~/lib/intl-formats";
import { isLogAction, type LogAction } from "../../domain/activity-log";
import { loggedRequest, type LoggedRequest } from "./log-request";

export const ACTIVITY_SHOWN = 20;

export interface ActivityItem {
  id: number;
  /** A known action (its label is a text) or the raw name of one recorded by a newer version. */
  action: LogAction | string;
  known: boolean;
  at: string;
  /** `at` on a Bangkok clock in the page's language, written here: an Intl formatter built while the page hydrates is a long task (decision 041). */
  atText: string;
  listing: { kind: ListingKind; name: string } | null;
  /** The quotation or booking the entry is about. */
  request: LoggedRequest | null;
}

type Related = { data: StrapiEntity<Record<string, unknown>> | null } | undefined;

/** An entry, with the listing it concerns populated under its kind's relation. */
interface LogAttributes extends Partial<Record<ListingKind, Related>> {
  action: string;
  createdAt: string;
  meta?: unknown;
}

/**
 * The newest entries of the activity log the member may read: their own (sign-ins) and, through the service's
 * received-by scope, those about the listings they run. Read with the member's own token.
 */
export async function recentActivity(request: Request, context: Readonly<RouterContextProvider>, member: Member, locale: Locale): Promise<ActivityItem[]> {
  const result = await contentClient(request, context, member).query<StrapiList<LogAttributes>>("api/activity-logs", {
    sort: ["createdAt:desc", "id:desc"],
    fields: ["action", "createdAt", "meta"],
    populate: Object.fromEntries(LISTING_KINDS.map((kind) => [kind, { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`] }])),
    pagination: { page: 1, pageSize: ACTIVITY_SHOWN },
  });
  if (!result.ok) return [];
  return result.data.data.map(({ id, attributes: a }) => {
    const kind = LISTING_KINDS.find((k) => a[k]?.data);
    const related = kind ? a[kind]?.data : null;
    return {
      id,
      action: a.action,
      known: isLogAction(a.action),
      at: a.createdAt,
      atText: formatBangkokTime(a.createdAt, locale),
      listing: kind && related ? { kind, name: localized(related.attributes, LISTINGS[kind].nameField, locale) } : null,
      request: loggedRequest(a.meta),
    };
  });
}
