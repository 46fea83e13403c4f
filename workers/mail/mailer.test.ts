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
    }, "outbox-1");
    const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { attachments: { filename: string; content_type: string; content: string }[] };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]).toMatchObject({ filename: "thaifex.ics", content_type: "text/calendar" });
    const bytes = Uint8Array.from(atob(body.attachments[0]!.content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ics);
  });

  it("sends no attachments field for a mail without files", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await new HttpMailer("https://mail.example/send", "key", "no-reply@expolink.example").send({ kind: "contact", to: "a@example.com", subject: "s", text: "t" }, "outbox-2");
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).not.toHaveProperty("attachments");
  });

  it("names the outbox row as the idempotency key, so a send repeated after a crash is one mail", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await new HttpMailer("https://mail.example/send", "key", "no-reply@expolink.example").send({ kind: "contact", to: "a@example.com", subject: "s", text: "t" }, "outbox-3");
    expect(new Headers(fetch.mock.calls[0]![1].headers).get("idempotency-key")).toBe("outbox-3");
  });

  it("takes a 409 (a send under the same key still running) and a 429 as passing, another 4xx as final", async () => {
    for (const [status, retryable] of [[409, true], [429, true], [503, true], [422, false]] as const) {
      vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status })));
      const sent = new HttpMailer("https://mail.example/send", "key", "no-reply@expolink.example").send({ kind: "contact", to: "a@example.com", subject: "s", text: "t" }, "outbox-4");
      await expect(sent).rejects.toMatchObject({ retryable, message: `mail API answered ${status}` });
    }
  });
});
