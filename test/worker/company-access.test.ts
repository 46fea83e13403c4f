import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "../../app/lib/dates";
import { api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";
import { signedInStaff } from "./staff-fixtures";

/**
 * Company pages follow the listings a member runs (issue 46), not the member type chosen at registration: a
 * visitor whose claim is approved gets them on the next page, a "venue" member who runs nothing does not, and a
 * member whose claim waits is told which listing, since when and where the answer will be mailed.
 */
const VENUE = 2;
let editor: { cookie: string };

const venue = () => env.DB.prepare("SELECT name, name_en FROM venues WHERE id = ?").bind(VENUE).first<{ name: string; name_en: string }>();

async function claim(memberId: number, email: string, reference: string): Promise<number> {
  const data = { request_kind: "claim", reference, venue: VENUE, user: memberId, contact_name: "Nida K", company_name: "Venue", email, phone: "0812345678", contact_role: "Marketing manager", locale: "en" };
  const created = await api("/api/contract-forms", jsonInit("POST", { data }, bearer(API_TOKEN)));
  expect(created.status).toBe(200);
  return created.body.data.id as number;
}

const escaped = (text: string) => text.replaceAll("&", "&amp;");
const companyMenu = (html: string, prefix: string) => html.includes(`href="${prefix}/quotation-profile"`);

beforeAll(async () => {
  await seedContent();
  editor = await signedInStaff("access-editor", "editor");
});

describe("company pages for whoever runs a listing", () => {
  it("a visitor-type member: refused while the claim waits (which listing, since when, where the answer goes), in on the next page once approved", async () => {
    const member = await signedInMember("access-visitor");
    const email = "access-visitor@example.com";
    const id = await claim(member.id, email, "CL-ACCESS01");
    const { name, name_en } = (await venue())!;
    const sent = (await env.DB.prepare("SELECT created_at FROM contract_forms WHERE id = ?").bind(id).first<{ created_at: string }>())!.created_at;

    const refused = await send("/en/quotation-profile", { cookie: member.cookie });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe("/en/no-permission");
    const english = await send("/en/no-permission", { cookie: member.cookie });
    expect(english.html).toContain(`Your request to manage ${escaped(name_en)} (reference CL-ACCESS01) has been with our team since ${formatLongDate(sent, "en")}.`);
    expect(english.html).toContain(`We&#x27;ll email ${email} as soon as it&#x27;s decided.`);
    expect(english.html).not.toContain("Find your company");
    const thai = await send("/no-permission", { cookie: member.cookie });
    expect(thai.html).toContain(`คำขอดูแลข้อมูล ${escaped(name)} (เลขอ้างอิง CL-ACCESS01) รอทีมงานตรวจสอบตั้งแต่วันที่ ${formatLongDate(sent, "th")}`);
    expect(thai.html).toContain(`เราจะแจ้งผลไปที่ ${email}`);
    expect(companyMenu((await send("/en/profile", { cookie: member.cookie })).html, "/en")).toBe(false);
    // The venue's page shows the request in place of a second one; another venue's page still offers the form.
    const { slug } = (await env.DB.prepare("SELECT slug FROM venues WHERE id = ?").bind(VENUE).first<{ slug: string }>())!;
    const venuePage = await send(`/en/venue-show-details/${slug}`, { cookie: member.cookie });
    expect(venuePage.html).toContain(`Your request to manage this page (reference CL-ACCESS01) has been with our team since ${formatLongDate(sent, "en")}.`);
    expect(venuePage.html).not.toContain('name="contact_role"');
    const otherVenue = (await env.DB.prepare("SELECT slug FROM venues WHERE id <> ? ORDER BY id LIMIT 1").bind(VENUE).first<{ slug: string }>())!.slug;
    expect((await send(`/en/venue-show-details/${otherVenue}`, { cookie: member.cookie })).html).toContain('name="contact_role"');

    const approved = await send("/en/admin/claims", { form: { intent: "approve", id: String(id) }, cookie: editor.cookie });
    expect(approved.status).toBe(303);

    // The same session, no sign-out: the company pages open, with the tab of the kind the member runs only.
    const profile = await send("/en/quotation-profile", { cookie: member.cookie });
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('href="/en/quotation-profile/venue"');
    expect(profile.html).not.toContain('href="/en/quotation-profile/Organizer"');
    expect(profile.html).not.toContain('href="/en/quotation-profile/contractor"');
    expect((await send("/en/quotation-profile/venue", { cookie: member.cookie })).status).toBe(200);
    expect(companyMenu((await send("/en/profile", { cookie: member.cookie })).html, "/en")).toBe(true);

    // Visitors now see that a company runs the venue: on its card, and on its page with what that means.
    const card = (await send("/en/venue-show-lists")).html;
    const cardOf = new RegExp(`<article class="card company-card[^"]*">(?:(?!</article>).)*href="/en/venue-show-details/${slug}"(?:(?!</article>).)*</article>`, "s").exec(card)?.[0] ?? "";
    expect(cardOf).toContain("Verified");
    const detail = (await send(`/venue-show-details/${slug}`)).html;
    expect(detail).toContain("ยืนยันแล้ว");
    expect(detail).toContain("บริษัทดูแลหน้านี้เองและตอบคำขอใบเสนอราคาที่นี่");
    expect(detail).toContain('href="/aboutus#verified"');
    expect((await send("/en/aboutus")).html).toContain('id="verified"');
    expect((await send(`/en/venue-show-details/${otherVenue}`)).html).not.toContain("The company runs this page");
  });

  it("a member who registered as a venue company but runs nothing: /no-permission with the way to claim, and no company menu", async () => {
    const member = await signedInMember("access-venue-type", "venue");
    for (const path of ["/en/quotation-profile", "/en/quotation-profile/venue", "/en/quotation-profile/leadsFromReservation"]) {
      const response = await send(path, { cookie: member.cookie });
      expect(response.status, path).toBe(303);
      expect(response.location, path).toBe("/en/no-permission");
    }
    const page = await send("/en/no-permission", { cookie: member.cookie });
    expect(page.html).toContain("Find your company");
    expect(page.html).not.toContain("Your request to manage");
    expect(companyMenu((await send("/en/profile", { cookie: member.cookie })).html, "/en")).toBe(false);
  });

  it("a decided claim is no longer shown as waiting, and another member's claim never is", async () => {
    const member = await signedInMember("access-declined");
    const other = await signedInMember("access-other");
    const id = await claim(member.id, "access-declined@example.com", "CL-ACCESS02");
    await claim(other.id, "access-other@example.com", "CL-ACCESS03");
    const declined = await send("/en/admin/claims", { form: { intent: "decline", id: String(id), reason: "We could not reach the venue to confirm." }, cookie: editor.cookie });
    expect(declined.status).toBe(303);
    const page = await send("/en/no-permission", { cookie: member.cookie });
    expect(page.html).not.toContain("CL-ACCESS02");
    expect(page.html).not.toContain("CL-ACCESS03");
    expect(page.html).toContain("Find your company");
  });
});
