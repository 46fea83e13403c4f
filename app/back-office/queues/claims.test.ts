import { describe, expect, it } from "vitest";
import { parseDecline } from "./claims";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseDecline", () => {
  it("needs a reason, trimmed", () => {
    expect(parseDecline(form({ reason: "  " }))).toMatchObject({ ok: false, errors: { reason: "claims.reasonRequired" } });
    expect(parseDecline(form({ reason: " Not the company's staff " }))).toMatchObject({ ok: true, data: { reason: "Not the company's staff" } });
  });

  it("refuses a reason longer than the field and sends back no more than it takes", () => {
    const parsed = parseDecline(form({ reason: "x".repeat(1500) }));
    expect(parsed).toMatchObject({ ok: false, errors: { reason: "errors.tooLong" } });
    expect(parsed.values.reason).toHaveLength(1000);
  });
});
