import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { tokenDigest } from "../../app/lib/password-hash";
import { answerRecaptcha, lastMail, lastMailId } from "./content-fixtures";
import { type FormFields, runListing, send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";
import { signedInStaff } from "./staff-fixtures";
import { daysFromToday } from "../calendar";

/**
 * A company is a team (issue 46, docs/decisions/062): an owner invites a colleague by email with a one-time link
 * that works for 48 hours (only its hash kept); the colleague joins as an owner or as a team member who answers
 * requests but cannot edit or invite; owners see and remove their team, never the last owner; all in the audit log.
 */
const TEAM = "/en/quotation-profile/team";
let venue: { id: number; slug: string; name_en: string };
let owner: { cookie: string; id: number };

const post = (path: string, form: FormFields, cookie: string) => send(path, { form, cookie });
const invite = (email: string, role = "team", listing = `venue:${venue.id}`) => post(TEAM, { intent: "invite", listing, email, role }, owner.cookie);

/** The link of the newest invitation mail to this address: its page path and its token. */
async function invitationLink(to: string, after: number) {
  const mail = await lastMail("team-invitation", after, to);
  const url = new URL(/https?:\/\/\S+team-invitation\?token=\S+/.exec(mail.text_body)![0]);
  return { mail, path: `${url.pathname}${url.search}`, token: url.searchParams.get("token")! };
}

async function invited(email: string, role = "team") {
  const before = await lastMailId();
  const answer = await invite(email, role);
  expect(answer.status).toBe(200);
  return invitationLink(email, before);
}

const audit = (action: string) =>
  env.DB.prepare("SELECT staff_id, staff_username, member_id, target_id, before_json, after_json FROM staff_audit_log WHERE action = ? ORDER BY id").bind(action).all<Record<string, unknown>>().then((r) => r.results);
const linkRows = (table: "venues_owners_links" | "venues_team_links") =>
  env.DB.prepare(`SELECT user_id FROM ${table} WHERE venue_id = ? ORDER BY user_id`).bind(venue.id).all<{ user_id: number }>().then((r) => r.results.map((row) => row.user_id));

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  venue = (await env.DB.prepare("SELECT id, slug, name_en FROM venues ORDER BY id LIMIT 1 OFFSET 3").first<typeof venue>())!;
  owner = await signedInMember("team-owner");
  await runListing(owner.id, "venues", venue.id);
});

describe("an owner's team page", () => {
  it("shows the owner as the listing's last owner, who cannot leave, and the invitation form", async () => {
    const page = await send(TEAM, { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain(`The team of ${venue.name_en.replaceAll("&", "&amp;")}`);
    expect(page.html).toContain("team-owner@example.com (you)");
    expect(page.html).toContain("You are this listing&#x27;s only owner. To leave, invite another owner first.");
    expect(page.html).not.toContain(">Leave the team<");
    expect(page.html).toContain(`<option value="venue:${venue.id}"`);
    expect((await send("/en/quotation-profile", { cookie: owner.cookie })).html).toContain(`href="${TEAM}"`);
    const stranger = await signedInMember("team-stranger");
    expect((await send(TEAM, { cookie: stranger.cookie })).location).toBe("/en/no-permission");
  });

  it("refuses a bad address, a listing the member does not run and someone already on the team, keeping what was typed", async () => {
    const bad = await invite("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('value="not-an-address"');
    const notTheirs = await invite("colleague@example.com", "team", "venue:1");
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.html).toContain("Choose one of the listings you run.");
    expect(notTheirs.html).toContain('value="colleague@example.com"');
    const self = await invite("TEAM-OWNER@example.com");
    expect(self.status).toBe(400);
    expect(self.html).toContain("This address is already on this listing&#x27;s team.");
    const noRole = await invite("colleague@example.com", "boss");
    expect(noRole.status).toBe(400);
    expect(noRole.html).toContain("Choose a role.");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM team_invitations").first<{ n: number }>())!.n).toBe(0);
    expect((await post(TEAM, { intent: "revoke", listing: "venue:1", invitation: "1" }, owner.cookie)).status).toBe(404);
    expect((await post(TEAM, { intent: "shout" }, owner.cookie)).status).toBe(400);
  });
});

describe("a colleague invited to answer requests", () => {
  let colleague: { cookie: string; id: number };
  let link: Awaited<ReturnType<typeof invitationLink>>;

  beforeAll(async () => {
    colleague = await signedInMember("team-colleague");
    link = await invited("team-colleague@example.com");
  });

  it("is mailed a one-time link in the inviter's language; only its hash is stored, and the audit log has it", async () => {
    expect(link.mail.subject).toContain(`invites you to help run ${venue.name_en}`);
    expect(link.mail.text_body).toContain("it works once, within 48 hours");
    expect(link.path.startsWith("/en/team-invitation?token=")).toBe(true);
    const row = (await env.DB.prepare("SELECT * FROM team_invitations WHERE email = ?").bind("team-colleague@example.com").first<{ token_digest: string; expires_at: string; created_at: string }>())!;
    expect(row.token_digest).toBe(await tokenDigest(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(48 * 3_600_000);
    const [entry] = await audit("invite-to-team");
    expect(entry).toMatchObject({ staff_id: 0, staff_username: "team-owner@example.com", member_id: owner.id, target_id: String(venue.id) });
    const page = await send(TEAM, { cookie: owner.cookie });
    expect(page.html).toContain("team-colleague@example.com as Team member, link valid until");
  });

  it("signs in first, and sees the invitation sent to another address as not theirs", async () => {
    const anonymous = await send(link.path);
    expect(anonymous.status).toBe(303);
    expect(decodeURIComponent(anonymous.location ?? "")).toContain(`redirectTo=${link.path}`);
    const other = await signedInMember("team-other");
    const wrong = await send(link.path, { cookie: other.cookie });
    expect(wrong.html).toContain("This invitation was sent to t•••••e@example.com.");
    expect((await post(link.path, { token: link.token }, other.cookie)).status).toBe(400);
    expect(await linkRows("venues_team_links")).toEqual([]);
  });

  it("opens without joining; accepting joins the team once, and the link then is spent", async () => {
    const page = await send(link.path, { cookie: colleague.cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain("Accept the invitation");
    expect(page.html).toContain(`invites you to be Team member of ${venue.name_en}`);
    expect(await linkRows("venues_team_links")).toEqual([]);
    const version = await env.CONTENT_CACHE.get("version:venues");
    const accepted = await post(link.path, { token: link.token }, colleague.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.html).toContain(`You are now Team member of ${venue.name_en}.`);
    expect(await linkRows("venues_team_links")).toEqual([colleague.id]);
    expect(await linkRows("venues_owners_links")).toEqual([owner.id]);
    // Joining changes nothing a visitor sees: the venues' cached pages and answers stay fresh.
    expect(await env.CONTENT_CACHE.get("version:venues")).toBe(version);
    const again = await post(link.path, { token: link.token }, colleague.cookie);
    expect(again.status).toBe(400);
    expect(again.html).toContain("This invitation has already been used: its link works once.");
    expect((await send(link.path, { cookie: colleague.cookie })).html).toContain("This invitation has already been used");
    expect(await audit("join-team")).toHaveLength(1);
  });

  it("answers the listing's requests, is mailed new ones, but cannot edit the listing or invite", async () => {
    const before = await lastMailId();
    const asker = await signedInMember("team-asker");
    const sent = await post(
      `/quotation-venue?venue=${venue.slug}`,
      {
        event_name: "งานแสดงเครื่องจักรกลการเกษตร",
        start_date: daysFromToday(70),
        end_date: daysFromToday(72),
        area: "1200",
        attendees: "5000",
        budget_range: "between-1m-3m",
        services: ["hall"],
        contact_name: "สมหญิง รักงาน",
        company_name: "บริษัท ตัวอย่าง จำกัด",
        email: "somying@example.com",
        phone: "081 234 5678",
        submission_key: crypto.randomUUID(),
        "g-recaptcha-response": "human",
      },
      asker.cookie,
    );
    expect(sent.status).toBe(303);
    const id = Number(/id=(\d+)/.exec(sent.location ?? "")?.[1]);
    expect((await lastMail("quotation-received", before, "team-colleague@example.com")).text_body).toContain(`/quotation-profile/venue?id=${id}`);
    const inbox = await send("/en/quotation-profile/venue", { cookie: colleague.cookie });
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain(`QV-${String(id).padStart(6, "0")}`);
    const answered = await post("/en/quotation-profile/venue", { id: String(id), intent: "answer", answer: "ฮอลล์ 3 ว่างช่วงนั้น ราคาตามแนบ" }, colleague.cookie);
    expect(answered.status).toBeLessThan(400);
    const row = await env.DB.prepare("SELECT quotation_status, answer FROM quotation_venues WHERE id = ?").bind(id).first<{ quotation_status: string; answer: string }>();
    expect(row).toEqual({ quotation_status: "answered", answer: "ฮอลล์ 3 ว่างช่วงนั้น ราคาตามแนบ" });
    expect((await send(`/en/quotation-profile/listings/venue/${venue.id}`, { cookie: colleague.cookie })).status).toBe(404);
    expect((await send("/en/quotation-profile/listings", { cookie: colleague.cookie })).location).toBe("/en/quotation-profile");
    const page = await send(TEAM, { cookie: colleague.cookie });
    expect(page.html).toContain("You are on this listing&#x27;s team and answer requests for the company.");
    expect(page.html).not.toContain('id="invite-email"');
    const theirInvite = await post(TEAM, { intent: "invite", listing: `venue:${venue.id}`, email: "friend@example.com", role: "owner" }, colleague.cookie);
    expect(theirInvite.status).toBe(400);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM team_invitations WHERE email = 'friend@example.com'").first<{ n: number }>())!.n).toBe(0);
    // A team member cannot take the owner off either.
    expect((await post(TEAM, { intent: "remove", listing: `venue:${venue.id}`, member: String(owner.id) }, colleague.cookie)).status).toBe(400);
    expect(await linkRows("venues_owners_links")).toEqual([owner.id]);
  });

  it("is taken off by the owner, and loses the company pages on the next page", async () => {
    const removed = await post(TEAM, { intent: "remove", listing: `venue:${venue.id}`, member: String(colleague.id) }, owner.cookie);
    expect(removed.status).toBe(200);
    expect(removed.html).toContain("team-colleague@example.com is no longer on the team.");
    expect(await linkRows("venues_team_links")).toEqual([]);
    expect((await send("/en/quotation-profile", { cookie: colleague.cookie })).location).toBe("/en/no-permission");
    const [entry] = await audit("remove-from-team");
    expect(entry).toMatchObject({ member_id: owner.id, before_json: JSON.stringify({ team: "team-colleague@example.com" }) });
    const lastOwner = await post(TEAM, { intent: "remove", listing: `venue:${venue.id}`, member: String(owner.id) }, owner.cookie);
    expect(lastOwner.status).toBe(400);
    expect(lastOwner.html).toContain("The last owner cannot be removed. Invite another owner first.");
    expect(await linkRows("venues_owners_links")).toEqual([owner.id]);
  });
});

describe("the back office's audit log", () => {
  it("shows the companies' team changes beside the staff's, under their own filter", async () => {
    const admin = await signedInStaff("team-auditor", "admin");
    const all = await send("/en/admin/audit", { cookie: admin.cookie });
    expect(all.html).toContain('<option value="0">Companies’ members (their teams)</option>');
    const members = await send("/en/admin/audit?staff=0", { cookie: admin.cookie });
    expect(members.html).toContain("Company member team-owner@example.com");
    expect(members.html).toContain(`invite-to-team venues #${venue.id}`);
    expect(members.html).toContain(`remove-from-team venues #${venue.id}`);
    expect(members.html).toContain("Company member team-colleague@example.com");
  });
});

describe("invitations that no longer work", () => {
  it("an expired link says so and joins nobody", async () => {
    const late = await signedInMember("team-late");
    const link = await invited("team-late@example.com");
    await env.DB.prepare("UPDATE team_invitations SET expires_at = ? WHERE email = ?").bind(new Date(Date.now() - 1000).toISOString(), "team-late@example.com").run();
    expect((await send(link.path, { cookie: late.cookie })).html).toContain("This invitation has expired. Ask ");
    expect((await post(link.path, { token: link.token }, late.cookie)).status).toBe(400);
    expect(await linkRows("venues_team_links")).toEqual([]);
  });

  it("a withdrawn link, or one replaced by a newer invitation, says it was withdrawn", async () => {
    const withdrawn = await signedInMember("team-withdrawn");
    const first = await invited("team-withdrawn@example.com");
    const second = await invited("team-withdrawn@example.com");
    expect((await send(first.path, { cookie: withdrawn.cookie })).html).toContain("The sender withdrew this invitation.");
    const { id } = (await env.DB.prepare("SELECT id FROM team_invitations WHERE token_digest = ?").bind(await tokenDigest(second.token)).first<{ id: number }>())!;
    const revoked = await post(TEAM, { intent: "revoke", listing: `venue:${venue.id}`, invitation: String(id) }, owner.cookie);
    expect(revoked.status).toBe(200);
    expect(revoked.html).toContain("Invitation withdrawn");
    expect((await send(second.path, { cookie: withdrawn.cookie })).html).toContain("The sender withdrew this invitation.");
    expect((await post(TEAM, { intent: "revoke", listing: `venue:${venue.id}`, invitation: String(id) }, owner.cookie)).status).toBe(400);
    expect(await audit("withdraw-team-invitation")).toHaveLength(1);
    expect((await send("/en/team-invitation?token=not-a-real-token-at-all-0000", { cookie: withdrawn.cookie })).html).toContain("This invitation link isn&#x27;t valid.");
  });
});

describe("a colleague invited as an owner", () => {
  it("runs the listing after accepting: edits it, and may leave while another owner stays", async () => {
    const partner = await signedInMember("team-partner");
    const link = await invited("team-partner@example.com", "owner");
    const accepted = await post(link.path, { token: link.token }, partner.cookie);
    expect(accepted.html).toContain(`You are now Owner of ${venue.name_en}.`);
    expect(await linkRows("venues_owners_links")).toEqual([owner.id, partner.id].sort((a, b) => a - b));
    expect((await send(`/en/quotation-profile/listings/venue/${venue.id}`, { cookie: partner.cookie })).status).toBe(200);
    const left = await post(TEAM, { intent: "remove", listing: `venue:${venue.id}`, member: String(partner.id) }, partner.cookie);
    expect(left.status).toBe(303);
    expect(left.location).toBe("/en/quotation-profile");
    expect(await linkRows("venues_owners_links")).toEqual([owner.id]);
  });
});

describe("a listing's invitations in a day", () => {
  it("stop at 20 in 24 hours, answered 429 with the address kept", async () => {
    const sent = (await env.DB.prepare("SELECT COUNT(*) AS n FROM team_invitations WHERE listing_id = ?").bind(venue.id).first<{ n: number }>())!.n;
    const insert = env.DB.prepare(
      "INSERT INTO team_invitations (token_digest, kind, listing_id, email, role, invited_by, invited_by_name, expires_at) VALUES (?, 'venue', ?, ?, 'team', ?, 'Owner', ?)",
    );
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    await env.DB.batch(Array.from({ length: 20 - sent }, (_, i) => insert.bind(`filler-${i}`, venue.id, `filler-${i}@example.com`, owner.id, expires)));
    const refused = await invite("one-too-many@example.com");
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("This listing has sent 20 invitations in the last 24 hours.");
    expect(refused.html).toContain('value="one-too-many@example.com"');
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM team_invitations WHERE email = 'one-too-many@example.com'").first<{ n: number }>())!.n).toBe(0);
  });
});
