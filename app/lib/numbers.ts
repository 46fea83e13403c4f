/*
 * Whole numbers and baht as the pages write them, without Intl.NumberFormat: Thai and English pages write both
 * the same way (Western digits, a comma every three, "฿" before baht), and the first NumberFormat a browser tab
 * builds costs 20-40 ms of main thread, one long task in the middle of hydration (decision 041). The tests hold
 * every function here to what Intl writes for th-TH, en-US and en-GB.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1600000" -> "1,600,000". */
const group = (digits: string) => digits.replace(THOUSANDS, ",");

/**
 * `value` times 10^places, moved in its shortest decimal form, as Intl reads a number, not in binary:
 * 1.005 -> 100.5 (1.005 * 100 is 100.49999999999999, and toFixed(2) of 1.005 is "1.00").
 */
const shift = (value: number, places: number) => (/e/i.test(String(value)) ? value * 10 ** places : Number(`${value}e${places}`));

/** The value's digits with `fractionDigits` decimals, rounded half away from zero as Intl rounds, grouped; its sign. */
function parts(value: number, fractionDigits: number): { sign: string; digits: string } {
  const fixed = (Math.round(shift(Math.abs(value), fractionDigits)) / 10 ** fractionDigits).toFixed(fractionDigits);
  const [whole = "0", fraction] = fixed.split(".");
  return { sign: value < 0 && Number(fixed) !== 0 ? "-" : "", digits: `${group(whole)}${fraction ? `.${fraction}` : ""}` };
}

/** A count, rounded to a whole number: "1,600,000". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { sign, digits } = parts(value, 0);
  return `${sign}${digits}`;
}

/** A measure with up to three decimals, as Intl writes a plain number: "1,234.5", "36.125". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { sign, digits } = parts(value, 3);
  return `${sign}${digits.replace(/\.?0+$/, "")}`;
}

/** A share as a whole percentage: 0.375 -> "38%". */
export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? `${formatNumber(shift(ratio, 2))}%` : formatNumber(ratio);
}

/** Baht with its sign in front: "฿28,000", or "฿99.50" with two decimals. */
export function formatBaht(amount: number, fractionDigits: 0 | 2 = 0): string {
  const { sign, digits } = parts(amount, fractionDigits);
  return `${sign}฿${digits}`;
}
