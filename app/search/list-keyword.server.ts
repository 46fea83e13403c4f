import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { ListConfig, ListState } from "~/lib/list-query";
import { idsMatching } from "./search.server";

/**
 * The ids a list's keyword finds in the site search index, for `strapiListQuery`; undefined when the list has
 * no keyword or searches its own fields (a collection the index leaves out).
 */
export async function keywordIds(context: Readonly<RouterContextProvider>, config: ListConfig, state: ListState): Promise<number[] | undefined> {
  if (!state.q || !("kinds" in config.keyword)) return undefined;
  return idsMatching(context.get(appContext).env.DB, state.q, config.keyword.kinds);
}
