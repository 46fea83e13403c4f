import { describe, expect, it } from "vitest";
import { ATTACHMENT_CASES, BOOTH_CASES, BOOTH_RELEASE_CASES, LEAD_CASES, LEAD_CHOICES, LEAD_RIGHTS, leadOutcomeOf, outcomeOf, partiesOf, REQUEST_CHOICES, REQUEST_RIGHTS, SENT_ROW_CASES } from "./request-rules.cases";
import { attachmentDeletion, boothReservation, changeableOnceSent, memberWrite, releasesBooths, sentRowUpdate } from "./request-rules";

const NOW = "2026-05-01T03:00:00.000Z";

describe("a member's update of a sent request", () => {
  it.each(SENT_ROW_CASES)("$name", ({ actor, row, input, expected }) => {
    const decision = sentRowUpdate({ parties: partiesOf(actor), row, input, rights: REQUEST_RIGHTS, choices: REQUEST_CHOICES, now: NOW });
    expect(outcomeOf(decision, row)).toEqual(expected);
  });

  it("stamps the move with the time it is given, and keeps a read_at already set", () => {
    const decision = sentRowUpdate({ parties: ["receiver"], row: { quotation_status: "read", read_at: "2026-04-01T00:00:00.000Z" }, input: { quotation_status: "answered", answer: "ได้" }, rights: REQUEST_RIGHTS, choices: REQUEST_CHOICES, now: NOW });
    expect(decision).toEqual({ ok: true, write: { quotation_status: "answered", answer: "ได้", answered_at: NOW } });
  });

  it("names every refused field in Strapi's details", () => {
    const decision = sentRowUpdate({ parties: ["sender"], row: { quotation_status: "sent" }, input: { event_name: "x", answer: "y" }, rights: REQUEST_RIGHTS, choices: REQUEST_CHOICES, now: NOW });
    expect(decision).toEqual({
      ok: false,
      message: "event_name, answer cannot be changed once the request is sent",
      details: {
        errors: [
          { path: ["event_name"], message: "event_name cannot be changed once the request is sent" },
          { path: ["answer"], message: "answer cannot be changed once the request is sent" },
        ],
      },
    });
  });

  it("gives each side its fields", () => {
    expect(changeableOnceSent(REQUEST_RIGHTS, ["receiver"])).toEqual(["quotation_status", "answer"]);
    expect(changeableOnceSent(REQUEST_RIGHTS, ["sender"])).toEqual(["quotation_status"]);
  });
});

describe("an organizer's update of a booking's lead", () => {
  it.each(LEAD_CASES)("$name", ({ input, expected }) => {
    const decision = sentRowUpdate({ parties: ["receiver"], row: {}, input, rights: LEAD_RIGHTS, choices: LEAD_CHOICES, now: NOW });
    expect(leadOutcomeOf(decision)).toEqual(expected);
  });

  it("says which values a receiver's enumeration takes", () => {
    const decision = sentRowUpdate({ parties: ["receiver"], row: {}, input: { lead_status: null }, rights: LEAD_RIGHTS, choices: LEAD_CHOICES, now: NOW });
    expect(decision).toEqual({
      ok: false,
      message: "null is not a lead_status",
      details: { errors: [{ path: ["lead_status"], message: "lead_status must be one of new, in-progress, replied, closed" }] },
    });
  });
});

describe("a member's own rows", () => {
  it("belong to the member, whoever the write names, and keep only what a sender sets", () => {
    const input = { event_name: "งาน", user: 8, quotation_status: "answered", answer: "ได้", read_at: NOW };
    expect(memberWrite(input, REQUEST_RIGHTS, "user", 7)).toEqual({ event_name: "งาน", user: 7 });
  });
});

describe("the last booth", () => {
  it.each(BOOTH_CASES)("$name", ({ quantity, reserved, count, expected }) => {
    const decision = boothReservation({ quantity, booths_reserved: reserved }, count);
    expect(decision.ok ? { status: 200 } : { status: 400, message: decision.message }).toEqual(expected);
  });

  it("counts a type nobody reserved yet as untouched", () => {
    expect(boothReservation({ quantity: 1, booths_reserved: null }, 1).ok).toBe(true);
  });

  it.each(BOOTH_RELEASE_CASES)("$name", ({ row, input, expected }) => {
    const decision = sentRowUpdate({ parties: ["sender"], row, input, rights: REQUEST_RIGHTS, choices: REQUEST_CHOICES, now: NOW });
    const released = decision.ok && releasesBooths(row.quotation_status, decision.write.quotation_status);
    expect({ status: decision.ok ? 200 : 400, released }).toEqual(expected);
  });

  it("gives booths back only on the move that withdraws", () => {
    expect(releasesBooths("sent", "withdrawn")).toBe(true);
    expect(releasesBooths("withdrawn", "withdrawn")).toBe(false);
    expect(releasesBooths("sent", "read")).toBe(false);
  });
});

describe("a member's uploads", () => {
  it.each(ATTACHMENT_CASES)("$name", ({ attached, expected }) => {
    expect({ status: attachmentDeletion(attached ? ["quotation-venues 12"] : []).ok ? 200 : 400 }).toEqual(expected);
  });
});
