import { loadSuggestions } from "~/search/search-page.server";
import type { Route } from "./+types/search-suggestions";

/** `?q=…&locale=th|en` -> `[{ title, kind, path }]`, the best few titles for the search box's suggestions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await loadSuggestions(request, context), { headers: { "X-Robots-Tag": "noindex" } });
}
