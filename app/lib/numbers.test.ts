import { describe, expect, it } from "vitest";
import { formatBaht, formatDecimal, formatNumber, formatPercent } from "./numbers";

const LOCALES = ["th-TH", "en-US", "en-GB"];
const VALUES = [0, 7, 70, 999, 1000, 1234.5, 2899.6, 12_345, 99_999.49, 1_600_000, 123_456_789, -1234, -0.4, 1.005, 2.5, 1.0005];

describe("formatNumber", () => {
  it("groups thousands in both languages with Western digits", () => {
    expect(formatNumber(1_600_000)).toBe("1,600,000");
    expect(formatNumber(70)).toBe("70");
  });

  it("writes what Intl.NumberFormat writes for a whole number in every page locale", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of VALUES.filter((v) => v !== -0.4)) expect(formatNumber(value), `${locale} ${value}`).toBe(intl.format(value));
    }
  });
});

describe("formatDecimal", () => {
  it("writes what Intl.NumberFormat writes by default, up to three decimals, in every page locale", () => {
    const values = [...VALUES.filter((v) => v >= 0), 36.5, 12.25, 0.125, 1000.1, 2.0004, 18.9996];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of values) expect(formatDecimal(value), `${locale} ${value}`).toBe(intl.format(value));
    }
  });
});

describe("formatPercent", () => {
  it("writes what Intl writes for a whole percentage in every page locale", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
      for (const ratio of [0, 0.004, 0.285, 57 / 200, 0.375, 0.5, 2 / 3, 1, 1.25, 12.5]) expect(formatPercent(ratio), `${locale} ${ratio}`).toBe(intl.format(ratio));
    }
  });
});

describe("formatBaht", () => {
  it("writes what Intl writes for THB with the narrow symbol, whole or with two decimals", () => {
    for (const locale of LOCALES) {
      for (const digits of [0, 2] as const) {
        const intl = new Intl.NumberFormat(locale, { style: "currency", currency: "THB", currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const value of VALUES.filter((v) => v >= 0)) expect(formatBaht(value, digits), `${locale} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it("puts the minus sign before the baht sign", () => {
    expect(formatBaht(-1234)).toBe("-฿1,234");
    expect(formatBaht(-0.4)).toBe("฿0");
  });
});
