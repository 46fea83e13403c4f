import { BUDDHIST_ERA_OFFSET } from "./dates";

/**
 * A calendar day as people type it in a Thai spreadsheet, read into "2027-03-12". Thai offices write the day
 * first and count years in the Buddhist era, organizers abroad write Gregorian years: both are taken. A year of
 * 2400 or more is Buddhist era (2570 is 2027); "พ.ศ." or "ค.ศ." before the year says which outright. Accepted:
 * "2027-03-12", "12/3/2570", "12-03-2027", "12.03.2570", "12 มี.ค. 2570", "12 มีนาคม พ.ศ. 2570", "12 Mar 2027",
 * "12-Mar-27" is not (a two-digit year could be either era, so it is asked for in full). Thai digits count.
 */
export type DayProblem = "format" | "shortYear" | "noSuchDay" | "yearRange";
export type DayInput = { ok: true; day: string } | { ok: false; problem: DayProblem };

const THAI_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"];
const THAI_SHORT = ["มค", "กพ", "มีค", "เมย", "พค", "มิย", "กค", "สค", "กย", "ตค", "พย", "ธค"];
const ENGLISH = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A month's name in any of the spellings above (dots and case ignored): 1–12, or 0 for none. */
function monthOf(name: string): number {
  const word = name.toLowerCase().replace(/\./g, "");
  const thai = THAI_MONTHS.indexOf(word) + 1 || THAI_SHORT.indexOf(word) + 1;
  if (thai) return thai;
  if (word === "sept") return 9;
  return word.length >= 3 ? ENGLISH.findIndex((month) => month.startsWith(word)) + 1 : 0;
}

/** The years a show can have: a typed BE year becomes Gregorian first. */
const YEARS = { min: 1950, max: 2200 };

function dayOf(year: number, month: number, day: number): DayInput {
  if (year < YEARS.min || year > YEARS.max) return { ok: false, problem: "yearRange" };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, problem: "noSuchDay" };
  return { ok: true, day: date.toISOString().slice(0, 10) };
}

/** A year as typed: Buddhist era when marked so or 2400 and above, Gregorian otherwise; two digits are refused. */
function yearOf(typed: string, era: "be" | "ce" | null): number | "short" {
  if (typed.length < 4) return "short";
  const year = Number(typed);
  return era === "be" || (era === null && year >= 2400) ? year - BUDDHIST_ERA_OFFSET : year;
}

const thaiDigits = (text: string) => text.replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));

export function parseDayInput(typed: string): DayInput {
  let text = thaiDigits(typed.normalize("NFC").trim()).replace(/\s+/g, " ");
  let era: "be" | "ce" | null = null;
  const marked = /(พ\.?\s?ศ\.?|ค\.?\s?ศ\.?)\s?(?=\d{2,4}$)/.exec(text);
  if (marked) {
    era = marked[1]!.startsWith("พ") ? "be" : "ce";
    text = text.slice(0, marked.index).trimEnd() + " " + text.slice(marked.index + marked[0].length);
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) {
    const year = yearOf(iso[1]!, era);
    return year === "short" ? { ok: false, problem: "shortYear" } : dayOf(year, Number(iso[2]), Number(iso[3]));
  }
  const numeric = /^(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{2,4})$/.exec(text);
  const named = /^(\d{1,2})[\s/.-]*([^\d\s/-]+)[\s/-]*(\d{2,4})$/.exec(text);
  const parts = numeric ? { day: numeric[1]!, month: Number(numeric[2]), year: numeric[3]! } : named ? { day: named[1]!, month: monthOf(named[2]!), year: named[3]! } : null;
  if (!parts || parts.month === 0) return { ok: false, problem: "format" };
  const year = yearOf(parts.year, era);
  return year === "short" ? { ok: false, problem: "shortYear" } : dayOf(year, parts.month, Number(parts.day));
}
