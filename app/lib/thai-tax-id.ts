/**
 * Thai tax identification numbers: 13 digits, the last a check digit over the first twelve (weights 13 down
 * to 2, then (11 - sum mod 11) mod 10). Companies and people share the scheme, so one check serves both.
 */

/** The digits of what someone typed: spaces and dashes (0-1055-12345-67-8) are how people write it. */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (13 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}
