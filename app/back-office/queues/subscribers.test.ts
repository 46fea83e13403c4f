import { expect, it } from "vitest";
import { subscriberOf, subscribersCsv } from "./subscribers";

it("reads a subscriber and writes the export with its header, Thai language by default", () => {
  const reader = subscriberOf({ id: 3, attributes: { email: "reader@example.com", locale: null, source: "footer", createdAt: "2026-11-20T03:00:00.000Z" } });
  expect(reader).toEqual({ id: 3, email: "reader@example.com", locale: "th", source: "footer", createdAt: "2026-11-20T03:00:00.000Z" });
  const csv = subscribersCsv([reader], { email: "Email", language: "Language", source: "Signed up from", subscribed: "Subscribed" });
  expect(csv).toBe("\uFEFFEmail,Language,Signed up from,Subscribed\r\nreader@example.com,th,footer,2026-11-20T03:00:00.000Z\r\n");
});
