import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { seedContent, seededTitle } from "./seeded";

/** The booth reservation pages, as a member's browser uses them (seed: Metalex 2027 has booth types 1-5, 5 the one island). */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())?.n ?? 0;

const METALEX = "metalex-2027";
const ISLAND = 5;

const form = (extra: Record<string, string> = {}) => ({
  booth_type: "1",
  booth_count: "2",
  company_name: "บริษัท สยามเมทัล จำกัด",
  contact_name: "สมหญิง ทดสอบ",
  email: "somying@example.com",
  phone: "081-234-5678",
  company_address: "",
  company_website: "",
  products: "เครื่องกลึง CNC",
  message: "",
  "g-recaptcha-response": "human",
  submission_key: crypto.randomUUID(),
  ...extra,
});

let alice: string;
let bob: string;

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  alice = (await signedInMember("booth-page-alice")).cookie;
  bob = (await signedInMember("booth-page-bob")).cookie;
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("/booth-reservation-details", () => {
  it("shows the chosen show's booth types with size, price in the page's language and booths left", async () => {
    const thai = await send(`/booth-reservation-details?show=${METALEX}`);
    expect(thai.status).toBe(200);
    expect(thai.html).toContain(seededTitle("trade-shows", METALEX, "th"));
    expect(thai.html).toContain("฿58,000");
    expect(thai.html).toContain("พื้นที่เกาะกลาง 12×12 ม.");
    const english = await send(`/en/booth-reservation-details?show=${METALEX}`);
    expect(english.html).toMatch(/THB\s58,000/);
    expect(english.html).toContain("Island raw space, 12 × 12 m");
    expect(english.html).toContain("1,160 booths");
  });

  it("another show shows its own types, not the first show's", async () => {
    const other = await send("/en/booth-reservation-details?show=northern-thailand-agri-coffee-expo-2027");
    expect(other.status).toBe(200);
    expect(other.html).toMatch(/THB\s18,000/);
    expect(other.html).not.toMatch(/THB\s58,000/);
    expect(other.html).not.toContain("Island raw space");
  });

  it("a missing, unknown or closed show is a 404 that says so and links back to the list", async () => {
    for (const query of ["", "?show=no-such-show", "?show=metalex-2026"]) {
      const page = await send(`/en/booth-reservation-details${query}`);
      expect(page.status, query).toBe(404);
      expect(page.html).toContain("no longer takes booth reservations");
      expect(page.html).toContain('href="/en/booth-reservation-lists"');
    }
  });
});

describe("/booth-reservation-profile", () => {
  it("sends a visitor to sign in and back", async () => {
    const page = await send(`/booth-reservation-profile?show=${METALEX}&type=1`);
    expect(page.status).toBe(303);
    expect(page.location).toContain("/login?redirectTo=");
  });

  it("prefills the company profile from the member and preselects the chosen type", async () => {
    const page = await send(`/en/booth-reservation-profile?show=${METALEX}&type=2`, { cookie: alice });
    expect(page.status).toBe(200);
    expect(page.html).toContain('value="booth-page-alice@example.com"');
    expect(page.html).toContain('value="booth-page-alice Tester"');
    expect(page.html).toMatch(/name="booth_type" checked="" value="2"/);
  });

  it("bad input is a 400 in the page's language that keeps what was typed, and saves nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM booth_reservations");
    const page = await send(`/en/booth-reservation-profile?show=${METALEX}`, { form: form({ booth_count: "25", company_website: "siam metal" }), cookie: alice });
    expect(page.status).toBe(400);
    expect(page.html).toContain("Please enter a number of booths from 1 to 20.");
    expect(page.html).toContain('value="siam metal"');
    expect(page.html).toContain("เครื่องกลึง CNC");
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations")).toBe(before);
  });

  it("a robot is refused and nothing is saved", async () => {
    const page = await send(`/booth-reservation-profile?show=${METALEX}`, { form: form({ "g-recaptcha-response": "robot" }), cookie: alice });
    expect(page.status).toBe(400);
    expect(page.html).toContain("สมหญิง ทดสอบ");
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations WHERE contact_name = 'สมหญิง ทดสอบ'")).toBe(0);
  });

  it("saves once however often the form is sent, and lands on the completed page with the reference", async () => {
    const fields = form();
    const answers = await Promise.all([1, 2, 3].map(() => send(`/booth-reservation-profile?show=${METALEX}`, { form: fields, cookie: alice })));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((a) => a.location)).size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations WHERE email = 'somying@example.com'")).toBe(1);
    expect(await count("SELECT booths_reserved AS n FROM booth_types WHERE id = 1")).toBe(2);
    const location = answers[0]!.location!;
    expect(location).toMatch(/^\/booth-reservation-completed\?reference=\d+$/);
    const done = await send(location, { cookie: alice });
    expect(done.status).toBe(200);
    const id = Number(location.split("=")[1]);
    expect(done.html).toContain(`BR-${String(id).padStart(6, "0")}`);
    expect(done.html).toContain(seededTitle("trade-shows", METALEX, "th"));
    // Another member cannot open it: 404 and none of its data.
    const foreign = await send(location, { cookie: bob });
    expect(foreign.status).toBe(404);
    expect(foreign.html).not.toContain("somying@example.com");
    expect(foreign.html).not.toContain(`BR-${String(id).padStart(6, "0")}`);
  });

  it("the member too late for the last booth is told it is gone, with the form kept", async () => {
    const first = await send(`/en/booth-reservation-profile?show=${METALEX}`, { form: form({ booth_type: String(ISLAND), booth_count: "1" }), cookie: alice });
    expect(first.status).toBe(303);
    const late = await send(`/en/booth-reservation-profile?show=${METALEX}`, { form: form({ booth_type: String(ISLAND), booth_count: "1", company_name: "Late Co" }), cookie: bob });
    expect(late.status).toBe(400);
    expect(late.html).toContain("There aren&#x27;t enough booths of this type left");
    const island = (await env.DB.prepare("SELECT name, name_en FROM booth_types WHERE id = ?").bind(ISLAND).first<{ name: string; name_en: string }>())!;
    expect(late.html).toContain(`“${island.name_en}” has just sold out: someone booked the last booths while you were filling in the form.`);
    expect(late.html).toMatch(new RegExp(`<input type="radio" disabled=""[^>]*value="${ISLAND}"`));
    expect(late.html).toContain('value="Late Co"');
    const thai = await send(`/booth-reservation-profile?show=${METALEX}`, { form: form({ booth_type: String(ISLAND), booth_count: "1" }), cookie: bob });
    expect(thai.html).toContain(`บูธประเภท “${island.name}” เต็มแล้ว`);
    const details = await send(`/en/booth-reservation-details?show=${METALEX}`);
    expect(details.html).toContain("Sold out");
  });

  it("asking for more booths than are left names the type and how many are left", async () => {
    // The organizer trims the type's stock to three booths left, through the API as the site team would.
    const type = (await env.DB.prepare("SELECT name_en, COALESCE(booths_reserved, 0) AS reserved FROM booth_types WHERE id = 2").first<{ name_en: string; reserved: number }>())!;
    expect((await api("/api/booth-types/2", jsonInit("PUT", { data: { quantity: type.reserved + 3 } }, bearer(API_TOKEN)))).status).toBe(200);
    const page = await send(`/en/booth-reservation-profile?show=${METALEX}`, { form: form({ booth_type: "2", booth_count: "4", company_name: "Greedy Co" }), cookie: bob });
    expect(page.status).toBe(400);
    expect(page.html).toContain(`Only 3 booths of “${type.name_en}” are left now, fewer than you asked for.`);
    expect(page.html).toContain('value="Greedy Co"');
  });
});
