import { describe, expect, it } from "vitest";
import { parseReplyForm } from "./reply-form";

const form = (answer: string) => {
  const data = new FormData();
  data.set("answer", answer);
  return data;
};

describe("the answer through a signed link", () => {
  it("is required", () => {
    expect(parseReplyForm(form("   "))).toMatchObject({ ok: false, errors: { answer: "quotations.errors.answerRequired" } });
    expect(parseReplyForm(new FormData())).toMatchObject({ ok: false, errors: { answer: "quotations.errors.answerRequired" } });
  });

  it("takes at most 4,000 characters and gives back what was typed", () => {
    const long = "ก".repeat(4001);
    const parsed = parseReplyForm(form(long));
    expect(parsed).toMatchObject({ ok: false, errors: { answer: "quotations.errors.answerTooLong" } });
    expect(parsed.values.answer).toHaveLength(4000);
  });

  it("is trimmed", () => {
    expect(parseReplyForm(form("  ราคาเช่าฮอลล์ 1,200,000 บาท  "))).toMatchObject({ ok: true, data: { answer: "ราคาเช่าฮอลล์ 1,200,000 บาท" } });
  });
});
