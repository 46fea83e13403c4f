import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOTH_CASES, LEAD_CASES, LEAD_CHOICES, LEAD_RIGHTS, leadOutcomeOf, outcomeOf, partiesOf, REQUEST_CHOICES, REQUEST_RIGHTS, SENT_ROW_CASES } from "../app/domain/request-rules.cases.ts";
import type * as Rules from "../app/domain/request-rules.ts";
import { bundleRules } from "./bundle-rules.ts";

/** The CommonJS bundle the Strapi export requires behaves as its source: the same table of cases. */
const dir = mkdtempSync(join(tmpdir(), "rules-bundle-"));
let rules: typeof Rules;

beforeAll(async () => {
  rules = createRequire(import.meta.url)(await bundleRules(dir)) as typeof Rules;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the bundled rules", () => {
  it.each(SENT_ROW_CASES)("$name", ({ actor, row, input, expected }) => {
    const decision = rules.sentRowUpdate({ parties: partiesOf(actor), row, input, rights: REQUEST_RIGHTS, choices: REQUEST_CHOICES, now: "2026-05-01T03:00:00.000Z" });
    expect(outcomeOf(decision, row)).toEqual(expected);
  });

  it.each(LEAD_CASES)("$name", ({ input, expected }) => {
    const decision = rules.sentRowUpdate({ parties: ["receiver"], row: {}, input, rights: LEAD_RIGHTS, choices: LEAD_CHOICES, now: "2026-05-01T03:00:00.000Z" });
    expect(leadOutcomeOf(decision)).toEqual(expected);
  });

  it.each(BOOTH_CASES)("$name", ({ quantity, reserved, count, expected }) => {
    const decision = rules.boothReservation({ quantity, booths_reserved: reserved }, count);
    expect(decision.ok ? { status: 200 } : { status: 400, message: decision.message }).toEqual(expected);
  });

  it("keeps a member's rows theirs", () => {
    expect(rules.memberWrite({ title: "x", user: 8 }, { user: "system" }, "user", 7)).toEqual({ title: "x", user: 7 });
  });
});
