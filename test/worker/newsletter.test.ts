import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../workers/app";
import { describe, expect, it } from "vitest";
import { subscribe } from "./newsletter-signup";


const stored = (email: string) =>
  env.DB.prepare("SELECT locale, source FROM email_subscriptions WHERE email = ?").bind(email).first<{ locale: string; source: string }>();

describe("newsletter sign-up (footer form, works without JavaScript)", () => {
  it("stores a valid address with the page's language and thanks the visitor", async () => {
    const response = await subscribe("Buyer@Example.co.th", "/en/newsletter");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("send the newsletter to buyer@example.co.th");
    expect(await stored("buyer@example.co.th")).toEqual({ locale: "en", source: "footer" });
  });

  it("treats an address that is already subscribed as done", async () => {
    await subscribe("twice@example.com");
    const again = await subscribe("twice@example.com");
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("ขอบคุณ");
  });

  it("answers a bad address with 400, the error in Thai and the typed text kept", async () => {
    const response = await subscribe("not-an-email");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("กรุณากรอกอีเมลให้ถูกต้อง");
    expect(html).toContain('value="not-an-email"');
  });

  it("keeps the address in the outbox when the content source is down", async () => {
    await env.CONTENT_CACHE.put("switch:content-source-fail", "1");
    const response = await subscribe("outage@example.com");
    await env.CONTENT_CACHE.delete("switch:content-source-fail");
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT path, body FROM form_outbox WHERE body LIKE ?").bind("%outage@example.com%").first<{ path: string }>();
    expect(row?.path).toBe("api/email-subscriptions");
  });
});

describe("the cron trigger", () => {
  it("delivers what an outage left in the outbox once the source is back", async () => {
    await env.CONTENT_CACHE.put("switch:content-source-fail", "1");
    await subscribe("quiet-site@example.com");
    await env.CONTENT_CACHE.delete("switch:content-source-fail");
    expect(await stored("quiet-site@example.com")).toBeNull();

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await stored("quiet-site@example.com")).toEqual({ locale: "th", source: "footer" });
  });
});
