import qs from "qs";
import { invalidParam } from "../errors";

/** The same bracket syntax Strapi v4 reads (`filters[name][$contains]=x`), with limits that make a 400, not a crash. */
const QS_OPTIONS: qs.IParseOptions = { depth: 12, strictDepth: true, arrayLimit: 100, parameterLimit: 500, throwOnLimitExceeded: true };

export type RawQuery = Record<string, unknown>;

export function parseQueryString(search: string): RawQuery {
  try {
    return qs.parse(search.startsWith("?") ? search.slice(1) : search, QS_OPTIONS) as RawQuery;
  } catch (error) {
    throw invalidParam([], `Malformed query string: ${(error as Error).message}`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** qs turns `a[0]=x&a[1]=y` into an array, but an index above its limit into an object: accept both. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  return [value];
}
