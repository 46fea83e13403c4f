/**
 * Intl formatters, built once per locale and options. Building one looks up locale data and costs far more than
 * formatting with it (the inbox's eight week labels took about 1 ms of a render); formatters are immutable, so
 * an isolate or a browser tab can share them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function shared<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object | undefined, make: () => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

/** A wait in words, rounded up: "45 นาที", "2 hours" (minutes under two hours, then hours). */
export function waitText(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const [amount, unit] = minutes < 120 ? [minutes, "minute"] : [Math.ceil(minutes / 60), "hour"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}
