import { describe, expect, it } from "vitest";
import { settledMails, settledMove } from "./settled-moves";

const mail = { kind: "claim-approved", to: "malee@example.com", subject: "s", text: "t" };

describe("settledMove", () => {
  it("tells each mailing move from the row as it is now", () => {
    expect(settledMove("contract-forms", { id: 5, request_kind: "claim", claim_decision: "approved" })).toEqual({ before: { id: 5, request_kind: "claim", claim_decision: null }, name: "claim-decision" });
    expect(settledMove("listing-changes", { id: 2, change_status: "declined" })?.before.change_status).toBe("waiting");
    expect(settledMove("quotation-venues", { id: 3, quotation_status: "answered" })?.name).toBe("answered");
    expect(settledMove("booth-reservations", { id: 4, booth_decision: "confirmed" })?.name).toBe("booth-decision:confirmed");
    expect(settledMove("leads-from-reservations", { id: 6, lead_status: "replied" })).toEqual({ before: { id: 6, lead_status: "new" }, name: "lead-status:replied" });
  });

  it("sees no move in an undecided, unanswered or new row, nor in other collections", () => {
    expect(settledMove("contract-forms", { id: 5, request_kind: "claim", claim_decision: null })).toBeNull();
    expect(settledMove("contract-forms", { id: 5, request_kind: "contract", claim_decision: "approved" })).toBeNull();
    expect(settledMove("listing-changes", { id: 2, change_status: "waiting" })).toBeNull();
    expect(settledMove("listing-changes", { id: 2, change_status: "published" })).toBeNull();
    expect(settledMove("quotation-venues", { id: 3, quotation_status: "read" })).toBeNull();
    expect(settledMove("leads-from-reservations", { id: 6, lead_status: "new" })).toBeNull();
    expect(settledMove("trade-shows", { id: 1, claim_decision: "approved" })).toBeNull();
  });
});

describe("settledMails", () => {
  it("names a decision's mail by the entry and the decision, not by its words or when it is composed", async () => {
    const approved = settledMove("contract-forms", { id: 5, request_kind: "claim", claim_decision: "approved" })!;
    const declined = settledMove("contract-forms", { id: 5, request_kind: "claim", claim_decision: "declined" })!;
    const [first] = await settledMails("contract-forms", 5, approved, [mail]);
    const [again] = await settledMails("contract-forms", 5, declined, [{ ...mail, kind: "claim-declined", subject: "other" }]);
    expect(again!.id).toBe(first!.id);
    const [other] = await settledMails("contract-forms", 6, approved, [mail]);
    expect(other!.id).not.toBe(first!.id);
  });

  it("names each move of a lead apart", async () => {
    const [replied] = await settledMails("leads-from-reservations", 6, settledMove("leads-from-reservations", { id: 6, lead_status: "replied" })!, [mail]);
    const [closed] = await settledMails("leads-from-reservations", 6, settledMove("leads-from-reservations", { id: 6, lead_status: "closed" })!, [mail]);
    expect(replied!.id).not.toBe(closed!.id);
  });
});
