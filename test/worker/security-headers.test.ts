import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { send, signedInMember } from "./member-pages";
import { BROWSER, seedContent } from "./seeded";
import { signedInStaff } from "./staff-fixtures";
import { fetchWithEnv } from "./with-env";

beforeAll(seedContent);

const page = (url: string) => new Request(url, { headers: { "User-Agent": BROWSER, Cookie: "i18n_redirected=th" } });
const get = (path: string) => exports.default.fetch(page(`http://example.com${path}`));

function policy(response: Response): Map<string, string> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(policy(response).get("script-src") ?? "")?.[1];

/** Every script element that runs (JSON-LD is data), with the nonce it carries (undefined for none). */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !m[1]!.includes('type="application/ld+json"'))
    .map((m) => /\bnonce="([^"]*)"/.exec(m[1]!)?.[1]);

describe("security headers on pages", () => {
  it("allows only our own origin and this answer's nonce for scripts, never inline script", async () => {
    const response = await get("/en/venue-show-lists");
    expect(response.status).toBe(200);
    const csp = policy(response);
    expect(csp.get("default-src")).toBe("'self'");
    // The test Worker has reCAPTCHA configured: its two script hosts are the only others.
    expect(csp.get("script-src")).toMatch(
      /^'self' 'nonce-[A-Za-z0-9+/=]{16,}' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/$/,
    );
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    const nonce = nonceOf(response);
    const found = scripts(await response.text());
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((n) => n === nonce)).toBe(true);
  });

  it("forbids framing, sniffing and powerful features, and sends HSTS only over https", async () => {
    const overHttp = await get("/");
    expect(overHttp.headers.get("x-frame-options")).toBe("DENY");
    expect(overHttp.headers.get("x-content-type-options")).toBe("nosniff");
    expect(overHttp.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(overHttp.headers.get("permissions-policy")).toContain("camera=()");
    expect(overHttp.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(overHttp.headers.has("strict-transport-security")).toBe(false);
    const overHttps = await exports.default.fetch(page("https://example.com/en/aboutus"));
    expect(overHttps.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it("gives a cached copy the nonce of the request it answers, matching that answer's header", async () => {
    const first = await get("/news-lists");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const firstNonce = nonceOf(first);
    await first.text();
    const second = await get("/news-lists");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const secondNonce = nonceOf(second);
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    const html = await second.text();
    const found = scripts(html);
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((n) => n === secondNonce)).toBe(true);
    // A browser stops reading at Content-Length: a stale length would cut off the scripts at the end.
    const bytes = String(new TextEncoder().encode(html).length);
    expect(second.headers.get("content-length") ?? bytes).toBe(bytes);
  });

  it("adds Google's reCAPTCHA hosts only where the bot check uses reCAPTCHA", async () => {
    const withRecaptcha = policy(await get("/contact"));
    expect(withRecaptcha.get("script-src")).toContain("https://www.google.com/recaptcha/");
    expect(withRecaptcha.get("script-src")).toContain("https://www.gstatic.com/recaptcha/");
    expect(withRecaptcha.get("frame-src")).toContain("https://www.google.com/recaptcha/");

    const local = await fetchWithEnv({ BOT_CHECK: "off" }, page("http://example.com/en/contact"));
    expect(await local.text()).not.toContain("recaptcha");
    const localPolicy = policy(local);
    expect(localPolicy.get("script-src")).not.toContain("google");
    expect(localPolicy.get("frame-src")).toBe("'none'");
  });
});

describe("opener isolation (decision 049)", () => {
  const COOP = "cross-origin-opener-policy";

  it("leaves a page every anonymous visitor shares without it, rendered or from the cache", async () => {
    const first = await get("/en/organizer-show-lists");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(first.headers.has(COOP)).toBe(false);
    await first.text();
    const cached = await get("/en/organizer-show-lists");
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
    expect(cached.headers.has(COOP)).toBe(false);
    // The other isolation headers do not cost a process and stay.
    expect(cached.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(cached.headers.get("x-frame-options")).toBe("DENY");
    await cached.text();
  });

  it("keeps same-origin on a signed-in member's pages, the back office and the API", async () => {
    const member = await signedInMember("coop-member");
    const mine = await send("/my-quotation", { cookie: member.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get(COOP)).toBe("same-origin");
    // A public page a member opens carries the member's own header and menu: it is theirs, not shared.
    const publicPage = await send("/en/organizer-show-lists", { cookie: member.cookie });
    expect(publicPage.headers.get("x-page-cache")).toBe("BYPASS");
    expect(publicPage.headers.get(COOP)).toBe("same-origin");

    const staff = await signedInStaff("coop-editor", "editor");
    const office = await send("/admin", { cookie: staff.cookie });
    expect(office.status).toBe(200);
    expect(office.headers.get(COOP)).toBe("same-origin");
    const signIn = await send("/admin/login");
    expect(signIn.headers.get(COOP)).toBe("same-origin");

    const api = await exports.default.fetch(new Request("http://example.com/api/venues"));
    expect(api.headers.get(COOP)).toBe("same-origin");
    await api.text();
  });
});

describe("security headers on the API", () => {
  it("answers JSON with nosniff and a policy that forbids framing", async () => {
    const response = await exports.default.fetch(new Request("http://example.com/api/venues"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(policy(response).get("frame-ancestors")).toBe("'none'");
  });
});
