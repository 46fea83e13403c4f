import type { ListConfig, ListState } from "~/lib/list-query";
import { type Relaxation, relaxations } from "~/lib/list-relax";
import type { StrapiList } from "~/model/types";
import type { ContentClient } from "./client";
import { listOf, totalOf } from "./server";

/**
 * What an empty list tells the visitor: each single filter to drop and how many results that gives
 * (app/lib/list-relax.ts), one total asked of the source per filter, only when the list found nothing.
 */
export async function emptyListHints(
  list: StrapiList<unknown>,
  state: ListState,
  config: ListConfig,
  source: { client: ContentClient; path: string; query: (state: ListState) => Record<string, unknown> },
): Promise<Relaxation[]> {
  if (totalOf(list) > 0) return [];
  return relaxations(state, config, async (relaxed) => totalOf(await listOf(source.client, source.path, { ...source.query(relaxed), pagination: { page: 1, pageSize: 1 } })));
}
