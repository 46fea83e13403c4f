import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpMailer } from "./mailer";

afterEach(() => vi.unstubAllGlobals());

describe("HttpMailer", () => {
  it("sends attachments base64-encoded, Thai text intact", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const ics = "BEGIN:VCALENDAR\r\nSUMMARY:งานอาหาร\r\nEND:VCALENDAR\r\n";
    await new HttpMailer("https://mail.example/send", "key", "no-reply@expolink.example").send({
      kind: "show-reminder",
      to: "member@example.com",
      subject: "Reminder",
      text: "Hello",
      attachments: [{ filename: "thaifex.ics", contentType: "text/calendar", content: ics }],
    });
    const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { attachments: { filename: string; content_type: string; content: string }[] };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]).toMatchObject({ filename: "thaifex.ics", content_type: "text/calendar" });
    const bytes = Uint8Array.from(atob(body.attachments[0]!.content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ics);
  });

  it("sends no attachments field for a mail without files", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await new HttpMailer("https://mail.example/send", "key", "no-reply@expolink.example").send({ kind: "contact", to: "a@example.com", subject: "s", text: "t" });
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).not.toHaveProperty("attachments");
  });
});
