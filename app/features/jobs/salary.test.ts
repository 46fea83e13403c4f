import type { Translate } from "~/i18n/translator";
import { describe, expect, it } from "vitest";
import { formatSalary, payUnit } from "./salary";

const t = ((key: string, values?: Record<string, unknown>) => `${key}(${values?.amount ?? ""})`) as Translate;

describe("payUnit", () => {
  it("takes the job's own unit, else monthly for the job types paid monthly", () => {
    expect(payUnit("day", "part-time")).toBe("day");
    expect(payUnit("project", "freelance")).toBe("project");
    expect(payUnit(null, "full-time")).toBe("month");
    expect(payUnit(undefined, "internship")).toBe("month");
    expect(payUnit("weekly", "part-time")).toBeNull();
    expect(payUnit(null, "freelance")).toBeNull();
  });
});

describe("formatSalary", () => {
  it("says what the amounts are paid per", () => {
    expect(formatSalary(28000, 45000, "month", t)).toBe("jobs.perMonth(฿28,000 – ฿45,000)");
    expect(formatSalary(800, 1200, "day", t)).toBe("jobs.perDay(฿800 – ฿1,200)");
    expect(formatSalary(3500, 3500, "project", t)).toBe("jobs.perProject(฿3,500)");
  });

  it("claims no period it does not know", () => {
    expect(formatSalary(800, 1200, null, t)).toBe("฿800 – ฿1,200");
  });

  it("handles one-sided and missing amounts", () => {
    expect(formatSalary(15000, null, "month", t)).toBe("jobs.perMonth(jobs.salaryFrom(฿15,000))");
    expect(formatSalary(null, 20000, null, t)).toBe("jobs.salaryUpTo(฿20,000)");
    expect(formatSalary(null, null, "month", t)).toBe("jobs.salaryNegotiable()");
  });
});
