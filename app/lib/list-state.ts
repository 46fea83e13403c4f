import * as v from "valibot";
import { KEYWORD_MAX, type ListConfig, type ListState } from "./list-query";

const IsoDate = v.pipe(v.string(), v.isoDate());
const Keyword = v.pipe(v.string(), v.trim(), v.maxLength(KEYWORD_MAX));
const Facet = v.pipe(v.string(), v.trim(), v.maxLength(80), v.regex(/^[^<>{}[\]$]*$/));
const Page = v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1));

function pick<T>(schema: v.GenericSchema<string, T>, value: string | null, fallback: T): T {
  if (value === null || value === "") return fallback;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
}

/** A list's URL read into state: every parameter validated, anything invalid falls back to its default. */
export function parseListState(search: URLSearchParams, config: ListConfig): ListState {
  const sort = search.get("sort") ?? "";
  const when = search.get("when");
  const facets: Record<string, string> = {};
  for (const name of config.facets ?? []) {
    const value = pick(Facet, search.get(name), "");
    if (value) facets[name] = value;
  }
  return {
    q: pick(Keyword, search.get("q"), ""),
    page: pick(Page, search.get("page"), 1),
    sort: sort in config.sorts ? sort : config.defaultSort,
    when: config.dates && (when === "past" || when === "all" || when === "upcoming") ? when : config.dates ? "upcoming" : "all",
    from: config.dates ? pick(IsoDate, search.get("from"), "") : "",
    to: config.dates ? pick(IsoDate, search.get("to"), "") : "",
    facets,
  };
}
