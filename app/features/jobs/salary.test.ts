import type { Translate } from "~/i18n/translator";
import { describe, expect, it } from "vitest";
import { formatBaht, formatSalary } from "./salary";

const t = ((key: string, values?: Record<string, unknown>) => `${key}(${values?.amount ?? ""})`) as Translate;

describe("formatBaht", () => {
  it("writes whole baht with grouping in both locales", () => {
    expect(formatBaht(28000, "th")).toBe("฿28,000");
    expect(formatBaht(28000, "en")).toBe("฿28,000");
  });
});

describe("formatSalary", () => {
  it("shows a monthly range for full-time jobs", () => {
    expect(formatSalary(28000, 45000, "full-time", "en", t)).toBe("jobs.perMonth(฿28,000 – ฿45,000)");
  });

  it("shows part-time rates without claiming a period", () => {
    expect(formatSalary(800, 1200, "part-time", "th", t)).toBe("฿800 – ฿1,200");
  });

  it("handles one-sided and missing amounts", () => {
    expect(formatSalary(15000, null, "contract", "en", t)).toBe("jobs.perMonth(jobs.salaryFrom(฿15,000))");
    expect(formatSalary(null, 20000, "freelance", "en", t)).toBe("jobs.salaryUpTo(฿20,000)");
    expect(formatSalary(null, null, "freelance", "en", t)).toBe("jobs.salaryNegotiable()");
  });
});
