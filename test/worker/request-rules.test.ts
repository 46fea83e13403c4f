import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { ATTACHMENT_CASES, BOOTH_CASES, BOOTH_RELEASE_CASES, LEAD_CASES, SENT_ROW_CASES } from "../../app/domain/request-rules.cases";
import { attachmentAnswer, boothAnswer, boothReleaseAnswer, leadAnswer, sentRowAnswer, type RuleCallers } from "../rules/request-rules-http";
import { api, API_TOKEN, BOOTH_SHOW, BOOTH_TYPES, bearer, createMember, insertBoothFixtures, insertFixtures } from "./content-fixtures";

/** The cases of app/domain/request-rules.cases.ts through the embedded service's HTTP API. */
let callers: RuleCallers;

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures();
  const [sender, owner] = [await createMember("rules-sender"), await createMember("rules-owner")];
  callers = { token: bearer(API_TOKEN), sender: bearer(sender.jwt), owner: bearer(owner.jwt) };
  for (const listing of ["venues/1", "organizers/1"]) {
    expect((await api(`/api/${listing}`, { method: "PUT", headers: { ...callers.token, "content-type": "application/json" }, body: JSON.stringify({ data: { owners: [owner.id] } }) })).status).toBe(200);
  }
});

// Every case sends new requests as the same members; the sending limits (app/domain/request-limits.ts) are tested in quotations.test.ts.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("a member's update of a sent request", () => {
  test.each(SENT_ROW_CASES)("$name", async (rule) => {
    expect(await sentRowAnswer(api, callers, 1, rule)).toEqual(rule.expected);
  });
});

describe("the last booth, in the statement that reserves it", () => {
  test.each(BOOTH_CASES)("$name", async (rule) => {
    expect(await boothAnswer(api, callers, { id: BOOTH_TYPES.corner, trade_show: BOOTH_SHOW }, rule)).toEqual(rule.expected);
  });
});

describe("a confirmed booth", () => {
  test.each(BOOTH_RELEASE_CASES)("$name", async (rule) => {
    expect(await boothReleaseAnswer(api, callers, { id: BOOTH_TYPES.shell, trade_show: BOOTH_SHOW }, rule)).toEqual(rule.expected);
  });
});

describe("a booking's lead", () => {
  test.each(LEAD_CASES)("$name", async (rule) => {
    expect(await leadAnswer(api, callers, { id: BOOTH_TYPES.island, trade_show: BOOTH_SHOW }, rule)).toEqual(rule.expected);
  });
});

describe("an attachment", () => {
  test.each(ATTACHMENT_CASES)("$name", async (rule) => {
    expect(await attachmentAnswer(api, callers, 1, rule)).toEqual(rule.expected);
  });
});
