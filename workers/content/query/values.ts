import type { FieldDef } from "../../../app/model/model";
import { invalidParam } from "../errors";

/** The caller's value quoted back in a message, cut short. */
const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A filter value turned into what the column stores: numbers for numeric columns, 0/1 for booleans. */
export function columnValue(field: FieldDef, value: unknown, path: string[]): string | number {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    throw invalidParam(path, "Expected a single value");
  }
  const text = String(value);
  switch (field.type) {
    case "integer":
    case "relation": {
      if (!/^-?\d{1,15}$/.test(text)) throw invalidParam(path, `Invalid value ${quoted(text)}: not an integer`);
      return Number(text);
    }
    case "decimal": {
      const n = Number(text);
      if (text.trim() === "" || !Number.isFinite(n)) throw invalidParam(path, `Invalid value ${quoted(text)}: not a number`);
      return n;
    }
    case "boolean": {
      if (text === "true" || text === "1") return 1;
      if (text === "false" || text === "0") return 0;
      throw invalidParam(path, `Invalid value ${quoted(text)}: not true or false`);
    }
    default:
      return text;
  }
}

export function textValue(value: unknown, path: string[]): string {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    throw invalidParam(path, "Expected a single value");
  }
  return String(value);
}

export function flag(value: unknown, path: string[]): boolean {
  if (value === true || value === "true" || value === "1" || value === "") return true;
  if (value === false || value === "false" || value === "0") return false;
  throw invalidParam(path, "Expected true or false");
}
