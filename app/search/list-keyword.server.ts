import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { KeywordIds, ListConfig, ListState } from "~/lib/list-query";
import { portalStore } from "~/portal-store/portal-store.server";

/**
 * The ids a list's keyword finds in the site search index (or "many", more than a list filters by), for
 * `strapiListQuery`; undefined when the list has no keyword or searches its own fields (a collection the index
 * leaves out).
 */
export async function keywordIds(context: Readonly<RouterContextProvider>, config: ListConfig, state: ListState): Promise<KeywordIds | undefined> {
  if (!state.q || !("kinds" in config.keyword)) return undefined;
  return portalStore(context.get(appContext).env).searchIndex.idsMatching(state.q, config.keyword.kinds);
}
