/** A piece of parameterised SQL: identifiers come from the model, values only ever travel in `params`. */
export interface Sql {
  text: string;
  params: (string | number | null)[];
}

export const sql = (text: string, params: Sql["params"] = []): Sql => ({ text, params });

export const TRUE: Sql = sql("1 = 1");
export const FALSE: Sql = sql("0 = 1");

/** Longer runs are nested in halves: D1 refuses an expression tree deeper than 100, and `a OR b OR …` is one level per term. */
const FLAT_TERMS = 8;

export function join(parts: Sql[], glue: " AND " | " OR ", empty: Sql): Sql {
  if (parts.length === 0) return empty;
  if (parts.length === 1) return parts[0] ?? empty;
  if (parts.length > FLAT_TERMS) {
    const half = Math.ceil(parts.length / 2);
    return join([join(parts.slice(0, half), glue, empty), join(parts.slice(half), glue, empty)], glue, empty);
  }
  return sql(`(${parts.map((p) => p.text).join(glue)})`, parts.flatMap((p) => p.params));
}

export const and = (parts: Sql[]) => join(parts, " AND ", TRUE);
export const or = (parts: Sql[]) => join(parts, " OR ", FALSE);
export const not = (part: Sql) => sql(`NOT (${part.text})`, part.params);
