import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalWebhookFile } from "./strapi-portal-webhook";

type Webhook = { id?: number; name: string; url: string; headers: Record<string, string>; events: string[] };

/** Loads the generated file as Strapi's bootstrap would, against a Strapi holding `stored` webhooks. */
function bootstrapWith(stored: Webhook[]) {
  const file = join(mkdtempSync(join(tmpdir(), "portal-webhook-")), "portal-webhook.js");
  writeFileSync(file, portalWebhookFile());
  const register = createRequire(import.meta.url)(file) as (args: { strapi: unknown }) => Promise<void>;
  const running: Webhook[] = [];
  const strapi = {
    webhookStore: {
      findWebhooks: async () => stored,
      createWebhook: async (data: Webhook) => ({ ...data, id: 1 }),
      updateWebhook: async (id: number, data: Webhook) => ({ ...data, id }),
    },
    webhookRunner: { add: (webhook: Webhook) => running.push(webhook), update: (webhook: Webhook) => running.splice(0, running.length, webhook) },
  };
  return { run: () => register({ strapi }), running };
}

afterEach(() => vi.unstubAllEnvs());

describe("src/portal-webhook.js", () => {
  it("registers the portal's webhook with its secret header and the entry and media events", async () => {
    vi.stubEnv("PORTAL_WEBHOOK_URL", "http://127.0.0.1:8787/webhooks/strapi");
    vi.stubEnv("PORTAL_WEBHOOK_SECRET", "s3cret");
    const strapi = bootstrapWith([]);
    await strapi.run();
    expect(strapi.running).toHaveLength(1);
    expect(strapi.running[0]).toMatchObject({ id: 1, url: "http://127.0.0.1:8787/webhooks/strapi", headers: { "X-Webhook-Secret": "s3cret" } });
    expect(strapi.running[0]!.events).toContain("entry.update");
  });

  it("refreshes the webhook it registered before, and registers nothing without a URL and a secret", async () => {
    vi.stubEnv("PORTAL_WEBHOOK_URL", "http://127.0.0.1:8787/webhooks/strapi");
    vi.stubEnv("PORTAL_WEBHOOK_SECRET", "n3w");
    const strapi = bootstrapWith([{ id: 4, name: "portal", url: "http://old", headers: {}, events: [] }]);
    await strapi.run();
    expect(strapi.running).toEqual([expect.objectContaining({ id: 4, headers: { "X-Webhook-Secret": "n3w" } })]);

    vi.stubEnv("PORTAL_WEBHOOK_SECRET", "");
    const none = bootstrapWith([]);
    await none.run();
    expect(none.running).toEqual([]);
  });
});
