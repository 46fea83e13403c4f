import { expect, test } from "vitest";
import { and, or, sql } from "./sql";

const terms = (n: number) => Array.from({ length: n }, (_, i) => sql(`c${i} = ?`, [i]));
function depth(text: string): number {
  let now = 0;
  let max = 0;
  for (const ch of text) {
    if (ch === "(") max = Math.max(max, ++now);
    else if (ch === ")") now--;
  }
  return max;
}

test("short runs stay flat", () => {
  expect(or(terms(3))).toEqual(sql("(c0 = ? OR c1 = ? OR c2 = ?)", [0, 1, 2]));
  expect(and([])).toEqual(sql("1 = 1"));
  expect(or([])).toEqual(sql("0 = 1"));
});

test("long runs nest in halves, keeping every term and its value in order", () => {
  const joined = or(terms(500));
  expect(joined.params).toEqual(Array.from({ length: 500 }, (_, i) => i));
  expect(joined.text.match(/c\d+ = \?/g)).toEqual(Array.from({ length: 500 }, (_, i) => `c${i} = ?`));
  expect(joined.text.split(" OR ").length).toBe(500);
  // D1 refuses expression trees deeper than 100: a flat run is one level per term, halves are log2.
  expect(depth(joined.text)).toBeLessThan(10);
});
