import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { type AppContext, appContext } from "~/context";
import { type Caller, contentClient } from "./content-client.server";

const API_TOKEN = "server-api-token";

/** A router context whose in-process proxy records every call; the env holds only what the factory reads. */
function recordingContext() {
  const requests: Request[] = [];
  const context = new RouterContextProvider();
  const content = async (request: Request) => (requests.push(request), Response.json({ data: [] }));
  context.set(appContext, { env: { CONTENT_API_TOKEN: API_TOKEN } as Env, content } as unknown as AppContext);
  return { requests, context };
}

const visit = new Request("https://portal.test/th/venue", { headers: { "cf-connecting-ip": "203.0.113.5" } });

/** Every call of the surface, so no method can forget the caller. */
async function everyCall(caller: Caller) {
  const { requests, context } = recordingContext();
  const client = contentClient(visit, context, caller);
  await client.query("api/venues");
  await client.findOne("api/bookmarks", 1);
  await client.create("api/bookmarks", { data: {} }, { idempotencyKey: "k" });
  await client.update("api/users", "me", {});
  await client.remove("api/bookmarks", 1);
  await client.upload([new File(["a"], "a.png")]);
  await client.auth("logout", {});
  await client.verifyCaptcha("tok");
  return requests;
}

describe("contentClient binds the caller when it is built", () => {
  test("a member's client sends that member's token on every call, never the API token", async () => {
    const requests = await everyCall({ token: "member-jwt" });
    expect(requests).toHaveLength(8);
    for (const request of requests) expect(request.headers.get("authorization")).toBe("Bearer member-jwt");
  });

  test("an anonymous client sends no credentials", async () => {
    for (const request of await everyCall("anonymous")) expect(request.headers.has("authorization")).toBe(false);
  });

  test("the server's client sends the API token", async () => {
    for (const request of await everyCall("server")) expect(request.headers.get("authorization")).toBe(`Bearer ${API_TOKEN}`);
  });

  test("calls go to the proxy in process, on the page's origin, with the visitor's address", async () => {
    const [request] = await everyCall("anonymous");
    expect(request!.url).toBe("https://portal.test/api/venues");
    expect(request!.headers.get("cf-connecting-ip")).toBe("203.0.113.5");
  });

  test("without a router context (the cron trigger) it takes the Worker's env and proxy", async () => {
    const requests: Request[] = [];
    const content = async (request: Request) => (requests.push(request), Response.json({}));
    const client = contentClient(new Request("https://portal.test"), { env: { CONTENT_API_TOKEN: API_TOKEN } as Env, content }, "server");
    await client.create("api/email", { data: {} });
    expect(requests[0]!.headers.get("authorization")).toBe(`Bearer ${API_TOKEN}`);
    expect(requests[0]!.headers.has("cf-connecting-ip")).toBe(false);
  });
});
