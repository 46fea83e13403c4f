import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { type Subscriber, subscriberOf } from "./subscribers";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };
type Page = { data: Entity[]; meta: { pagination: { pageCount: number } } };

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The export reads the API's largest pages, up to this many subscribers. */
const EXPORT_PAGE = 100;
export const SUBSCRIBERS_EXPORT_MAX = 20_000;

async function readPage(request: Request, context: Context, page: number, pageSize: number): Promise<{ subscribers: Subscriber[]; pageCount: number }> {
  const result = await contentClient(request, context, "server").query<Page>("api/email-subscriptions", {
    sort: ["createdAt:desc", "id:desc"],
    pagination: { page, pageSize },
  });
  if (!result.ok) throw new Error(`subscribers not read: ${result.status}`);
  return { subscribers: result.data.data.map(subscriberOf), pageCount: Math.max(1, result.data.meta.pagination.pageCount) };
}

/** One page of subscribers, newest first, read with the API token (a public form: nobody else reads them). */
export const subscribersPage = (request: Request, context: Context, page: number) => readPage(request, context, page, SUBSCRIBERS_PAGE_SIZE);

/** Every subscriber, newest first, for the export. */
export async function allSubscribers(request: Request, context: Context): Promise<Subscriber[]> {
  const all: Subscriber[] = [];
  for (let page = 1; all.length < SUBSCRIBERS_EXPORT_MAX; page++) {
    const { subscribers, pageCount } = await readPage(request, context, page, EXPORT_PAGE);
    all.push(...subscribers);
    if (page >= pageCount) break;
  }
  return all.slice(0, SUBSCRIBERS_EXPORT_MAX);
}
