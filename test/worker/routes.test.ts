import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../app/lib/mail-preferences";
import { newsDetailPath } from "../../app/lib/news-link";
import { allPagePaths, pages } from "../../app/lib/pages";
import { seedData } from "../../seed/index";
import { createMember } from "./content-fixtures";
import { runListing } from "./member-pages";
import { BROWSER, seedContent } from "./seeded";

/** Pages behind an account (docs/pages.md), opened by a member whose company runs a venue listing. */
const MEMBER_PAGES =
  /^\/(profile|password|bookmark|my-quotation|my-leads-from|booth-reservation-profile|booth-reservation-completed|quotation-profile|quotation-(venue|organizer|contractor|completed))(\/|$)/;
let memberCookie = "";
/** Pages that show one thing named in their query: a show taking reservations, the member's own reservation, a signed link. */
const query: Record<string, string> = {};

beforeAll(async () => {
  await seedContent();
  const member = await createMember("routes-member");
  const show = seedData["trade-shows"]!.find((s) => s.slug === "metalex-2027")!;
  const reserved = await exports.default.fetch(
    new Request("http://example.com/api/booth-reservations", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${member.jwt}` },
      body: JSON.stringify({ data: { trade_show: show.id, booth_type: 1, contact_name: "Routes", email: "routes@example.com", phone: "0800000000" } }),
    }),
  );
  const reservation = ((await reserved.json()) as { data: { id: number } }).data.id;
  query["/booth-reservation-details"] = `?show=${show.slug}`;
  query["/booth-reservation-profile"] = `?show=${show.slug}`;
  query["/booth-reservation-completed"] = `?reference=${reservation}`;
  // The unsubscribe page shows what a signed link stops; without one it says the link is bad (400).
  query["/unsubscribe"] = `?token=${await unsubscribeToken(env.SESSION_SECRET, { email: "routes@example.com", kind: "newsletter", locale: "th" })}`;
  await env.DB.prepare("UPDATE up_users SET company_type = 'venue' WHERE username = 'routes-member'").run();
  const memberId = (await env.DB.prepare("SELECT id FROM up_users WHERE username = 'routes-member'").first<{ id: number }>())!.id;
  // One listing of each kind, so each kind's editor opens.
  for (const plural of ["venues", "organizers", "contractors"] as const) await runListing(memberId, plural, 1);
  const login = await exports.default.fetch(
    new Request("http://example.com/login", {
      method: "POST",
      headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ identifier: "routes-member@example.com", password: "secret-pass-1" }),
      redirect: "manual",
    }),
  );
  memberCookie = /__session=[^;]*/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
});

const noLayout = new Set<string>(pages.filter((p) => !p.layout).map((p) => p.path));

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" }));
}

const first = (plural: string, where: (r: Record<string, unknown>) => boolean = () => true) => {
  const record = (seedData[plural] ?? []).find(where);
  if (!record) throw new Error(`no seeded ${plural}`);
  return record;
};

/** A seeded record for every detail route, so each page is opened as a visitor would. */
const seededDetail: Record<string, () => string> = {
  "/Job-details/:id": () => `/Job-details/${first("jobs").slug}`,
  "/news-details/:id": () => {
    const news = first("news");
    return newsDetailPath(news.id, String(news.title));
  },
  "/article-topic/:id": () => `/article-topic/${first("article-topics").slug}`,
  "/photo-gallery-details/:id": () => `/photo-gallery-details/${first("photo-galleries").slug}`,
  "/thai-event-details/:id": () => `/thai-event-details/${first("thai-events").slug}`,
  "/thai-trade-show-details/:id": () => `/thai-trade-show-details/${first("trade-shows", (r) => r.scope === "thai").slug}`,
  "/international-trade-show-details/:id": () =>
    `/international-trade-show-details/${first("trade-shows", (r) => r.scope === "international").slug}`,
  "/venue-show-details/:id": () => `/venue-show-details/${first("venues").slug}`,
  "/organizer-show-details/:id": () => `/organizer-show-details/${first("organizers").slug}`,
  "/contractor-show-details/:id": () => `/contractor-show-details/${first("contractors").slug}`,
};

const concrete = (path: string) => (path.includes(":id") ? (seededDetail[path]?.() ?? path) : path);

describe("every route exists in Thai and English", () => {
  for (const path of allPagePaths) {
    for (const locale of ["th", "en"] as const) {
      const url = locale === "th" ? concrete(path) : path === "/" ? "/en" : `/en${concrete(path)}`;
      it(`${url} answers 200 in ${locale}`, async () => {
        const session = MEMBER_PAGES.test(path) ? `; ${memberCookie}` : "";
        // /verified-account confirms with its token: a dead one (like a missing one) shows the page.
        if (path === "/verified-account") {
          const dead = await get(`${url}?confirmation=no-such-token`, { Cookie: "i18n_redirected=th" });
          expect(dead.status).toBe(400);
          expect(await dead.text()).toContain(`<html lang="${locale}"`);
          return;
        }
        // The query is known once beforeAll has made the reservation.
        const response = await get(url + (query[path] ?? ""), { Cookie: `i18n_redirected=th${session}` });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        const hasChrome = html.includes('class="site-header"');
        expect(hasChrome).toBe(!noLayout.has(path.split("/").slice(0, 2).join("/")));
      });
    }
  }
});

describe("not found", () => {
  it("answers an unmatched path with 'Page not found: {path}'", async () => {
    const response = await get("/en/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found: /en/no-such-page");
  });

  it("has a seeded record for every detail route", () => {
    expect(allPagePaths.filter((p) => p.includes(":id")).sort()).toEqual(Object.keys(seededDetail).sort());
  });

  it("answers a failed id check with 'Page Not Found: {path}'", async () => {
    const response = await get("/en/news-details/bad.id");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found: /en/news-details/bad.id");
  });

  it("shows the Thai 404 view on Thai pages", async () => {
    const response = await get("/venue-show-details/" + "x".repeat(200));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="th"');
    expect(html).toContain("ไม่พบหน้าที่คุณต้องการ");
  });

  it("offers the site search for what the missing address named, in the page's language", async () => {
    const thai = await (await get("/thai-trade-show-details/metalex-2019")).text();
    expect(thai).toContain("ลองค้นหาสิ่งที่คุณกำลังหาในเว็บไซต์");
    expect(thai).toMatch(/<form[^>]*action="\/search"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/search"/);
    expect(thai).toContain('value="metalex 2019"');
    const english = await (await get("/en/venue-show-details/queen-sirikit-centre")).text();
    expect(english).toContain("Try searching the site for what you were looking for");
    expect(english).toMatch(/action="\/en\/search"/);
    expect(english).toContain('value="queen sirikit centre"');
  });

  it("treats an unknown locale prefix as not found", async () => {
    const response = await get("/fr/news-lists");
    expect(response.status).toBe(404);
  });

  it("gives crawlers the status and a bare page", async () => {
    const response = await get("/en/no-such-page", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<h1>Page Not Found</h1>");
    expect(html).not.toContain("site-header");
  });
});

describe("/error", () => {
  it("shows the general view by default and the 404 view for status=404", async () => {
    expect(await (await get("/en/error")).text()).toContain("Internal Server Error");
    expect(await (await get("/en/error?status=404")).text()).toContain("Page Not Found");
    expect(await (await get("/error")).text()).toContain("เกิดข้อผิดพลาดภายในระบบ");
  });
});

describe("locale redirect on /", () => {
  it("sends an English browser with no cookie to /en and saves the choice for 365 days", async () => {
    const response = await get("/", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("i18n_redirected=en");
    expect(cookie).toContain("Max-Age=31536000");
  });

  it("keeps a Thai browser on / and saves th", async () => {
    const response = await get("/", { "Accept-Language": "th-TH,th;q=0.9,en;q=0.8" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain("i18n_redirected=th");
  });

  it("lets the saved cookie win over the header", async () => {
    const thai = await get("/", { "Accept-Language": "en-US", Cookie: "i18n_redirected=th" });
    expect(thai.status).toBe(200);
    expect(thai.headers.get("Set-Cookie")).toBeNull();
    const english = await get("/", { "Accept-Language": "th-TH", Cookie: "i18n_redirected=en" });
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/en");
  });
});

describe("the language switcher's choice", () => {
  it("is saved by the Worker and the visitor lands on the clean address, query kept", async () => {
    const chosen = await get("/en/thai-trade-show-lists?q=Loy+Krathong&set-lang=en", { Cookie: "i18n_redirected=th" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/en/thai-trade-show-lists?q=Loy+Krathong");
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^i18n_redirected=en;.*Max-Age=31536000/);
    const home = await get("/", { Cookie: "i18n_redirected=en" });
    expect(home.headers.get("Location")).toBe("/en");
  });

  it("back to Thai on / is saved before / reads the old choice", async () => {
    const chosen = await get("/?set-lang=th", { Cookie: "i18n_redirected=en", "Accept-Language": "en-US" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/");
    expect(chosen.headers.get("Set-Cookie")).toContain("i18n_redirected=th");
  });

  it("saves nothing that is not the language of the page it leads to, and leaves the API alone", async () => {
    const odd = await get("/en/news-lists?set-lang=th", {});
    expect(odd.status).toBe(302);
    expect(odd.headers.get("Location")).toBe("/en/news-lists");
    expect(odd.headers.get("Set-Cookie")).toBeNull();
    const api = await get("/api/venues?set-lang=en", {});
    expect(api.status).toBe(200);
    expect(api.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("sitemap and robots", () => {
  it("answers /sitemap.xml with an index whose parts list both locales", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const index = await response.text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("/sitemap-pages-1.xml</loc>");
    const pages = await get("/sitemap-pages-1.xml");
    expect(pages.headers.get("Content-Type")).toContain("application/xml");
    const xml = await pages.text();
    expect(xml).toContain("<urlset");
    expect(xml).toContain("/en/aboutus</loc>");
    expect(xml).toContain('hreflang="x-default"');
  });

  it("points robots.txt at the sitemap", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap: ");
  });
});

describe("dates in the page's calendar", () => {
  it("shows Thai month names and Buddhist-era years on Thai pages", async () => {
    const show = first("trade-shows", (r) => r.scope === "thai");
    const html = await (await get(`/thai-trade-show-details/${show.slug}`)).text();
    const year = Number(String(show.start_date).slice(0, 4)) + 543;
    // Detail pages write months in full (docs/pages.md, "Dates").
    expect(html).toMatch(new RegExp(`(มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม) ${year}`));
  });
});
