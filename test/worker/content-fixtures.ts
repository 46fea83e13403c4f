import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";

/** Small, hand-checkable fixtures shared by the content tests (each test file gets its own storage). */
export const API_TOKEN = env.CONTENT_API_TOKEN;

export async function insertFixtures(): Promise<void> {
  await env.DB.batch(
    [
      `INSERT INTO venues (id, name, name_en, slug, province, country, sector, contactor, cover_img) VALUES
        (1, 'อิมแพ็ค เมืองทองธานี', 'IMPACT Muang Thong Thani', 'impact', 'Nonthaburi', 'Thailand', 'exhibition', '{"phone":"02-833-4455","flag":"02-833-4456","email":"info@impact.co.th","website":{"name":"impact.co.th","url":"https://www.impact.co.th"}}', '{"path":"/images/impact.jpg"}'),
        (2, 'ไบเทค', 'BITEC', 'bitec', 'Bangkok', 'Thailand', 'exhibition', NULL, '"/images/bitec.jpg"'),
        (3, 'ศูนย์การประชุมแห่งชาติสิริกิติ์', '', 'qsncc', 'Bangkok', 'Thailand', 'convention', NULL, NULL)`,
      `INSERT INTO organizers (id, company_name, company_name_en, slug, province) VALUES
        (1, 'อินฟอร์มา มาร์เก็ตส์', 'Informa Markets', 'informa', 'Bangkok'),
        (2, 'เอ็น.ซี.ซี.', 'N.C.C. Exhibition', 'ncc', 'Bangkok')`,
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, organizer_id, industry, scope, featured, booth_price_from, expected_visitors, published_at) VALUES
        (1, 'งานแสดงเครื่องจักร', 'Machinery Expo', 'machinery-expo', '2026-03-01', '2026-03-04', 1, 1, 'industrial', 'thai', 1, 12000, 50000, '2026-01-01T00:00:00.000Z'),
        (2, 'งานอาหาร', 'THAIFEX Anuga Asia', 'thaifex', '2026-05-26', '2026-05-30', 1, 2, 'food', 'international', 0, 25000, 80000, '2026-01-01T00:00:00.000Z'),
        (3, 'งานบ้านและสวน', 'Baan Lae Suan Fair', 'baan-lae-suan', '2026-07-15', '2026-07-20', 2, NULL, 'home', 'thai', 0, 9000, NULL, '2026-01-01T00:00:00.000Z'),
        (4, 'งานอัญมณี', '', 'gems-fair', '2025-09-03', '2025-09-07', 3, 2, 'jewelry', 'international', 1, NULL, 30000, '2026-01-01T00:00:00.000Z'),
        (5, 'ร่างงาน 100%_off', 'Draft_show', 'draft', '2026-12-01', '2026-12-02', NULL, NULL, NULL, 'thai', 0, NULL, NULL, NULL)`,
      `INSERT INTO news (id, title, title_en, slug, place, connect_menu, created_at) VALUES
        (1, 'ข่าวหนึ่ง', 'News one', 'news-one', 'อิมแพ็ค', '{"menu":[1,3]}', '2026-01-01T00:00:00.000Z'),
        (2, 'ข่าวสอง', 'News two', 'news-two', 'ไบเทค', '{"menu":[2]}', '2026-01-02T00:00:00.000Z'),
        (3, 'ข่าวสาม', 'News three', 'news-three', NULL, '{"menu":[11]}', '2026-01-03T00:00:00.000Z'),
        (4, 'ข่าวสี่', NULL, 'news-four', NULL, '{"menu":[]}', '2026-01-04T00:00:00.000Z')`,
      `INSERT INTO master_data_app (id, provinces, menus) VALUES (1, '["Bangkok","Nonthaburi"]', '[{"id":1,"name":"trade show"}]')`,
      `INSERT INTO packages (id, name, name_en, slug, audience, price, billing_period) VALUES (1, 'แพ็กเกจพื้นฐาน', 'Basic', 'basic', 'exhibitor', 1000, 'month')`,
    ].map((statement) => env.DB.prepare(statement)),
  );
}

/**
 * A show taking booth reservations (id 6, organizer 1, far in the future) with three booth types: 50 shells
 * (id 1), 10 corners (id 2) and a single island (id 3). Call after insertFixtures or seedContent.
 */
export const BOOTH_SHOW = 6;
export const BOOTH_TYPES = { shell: 1, corner: 2, island: 3 } as const;

export async function insertBoothFixtures(organizer = 1, typeIds: { shell: number; corner: number; island: number } = BOOTH_TYPES, show = BOOTH_SHOW): Promise<void> {
  await env.DB.batch(
    [
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, organizer_id, scope, reservation_open, reservation_deadline, published_at) VALUES
        (${show}, 'งานจองบูธทดสอบ', 'Booth Test Fair', 'booth-test-fair-${show}', '2099-03-01', '2099-03-04', ${organizer}, 'thai', 1, '2099-01-31', '2026-01-01T00:00:00.000Z')`,
      `INSERT INTO booth_types (id, trade_show_id, name, name_en, kind, size_sqm, price, quantity, sort_order) VALUES
        (${typeIds.shell}, ${show}, 'บูธมาตรฐาน', 'Shell scheme', 'shell-scheme', 9, 45000, 50, 0),
        (${typeIds.corner}, ${show}, 'บูธหัวมุม', 'Corner', 'corner', 9, 49500, 10, 1),
        (${typeIds.island}, ${show}, 'พื้นที่เกาะกลาง', 'Island', 'island', 144, 720000, 1, 2)`,
    ].map((statement) => env.DB.prepare(statement)),
  );
}

/** What a member sends to reserve one shell-scheme booth at the fixture show. */
export const boothReservation = (name: string, extra: Record<string, unknown> = {}) => ({
  trade_show: BOOTH_SHOW,
  booth_type: BOOTH_TYPES.shell,
  contact_name: name,
  email: `${name}@example.com`,
  phone: "0800000000",
  ...extra,
});

type Json = Record<string, any>;

export async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const { SELF } = await import("cloudflare:test");
  const response = await SELF.fetch(`http://example.com${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {}, headers: response.headers };
}

export const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const ids = (body: Json): number[] => (body.data as { id: number }[]).map((e) => e.id);

let clients = 0;
/** A distinct client address (TEST-NET-2), so fixtures do not fill the per-address rate limits of the tests. */
export const newClientIp = () => `198.51.100.${(clients++ % 254) + 1}`;

/** What the register page sends for a visitor member. */
export const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: "secret-pass-1",
  first_name: username,
  last_name: "Tester",
  company_type: "visitor",
  terms_accepted: true,
  ...extra,
});

/** Registers (passing the bot check), confirms and signs in a member; answers their JWT and id. */
export async function createMember(username: string, password = "secret-pass-1"): Promise<{ jwt: string; id: number }> {
  answerRecaptcha(vi);
  const email = `${username}@example.com`;
  const from = { "cf-connecting-ip": newClientIp() };
  const registered = await api("/api/auth/local/register", jsonInit("POST", registration(username, { password }), { ...from, "x-captcha-token": "human" }));
  if (registered.status !== 200) throw new Error(JSON.stringify(registered.body));
  await env.DB.prepare("UPDATE up_users SET confirmed = 1 WHERE email = ?").bind(email).run();
  const login = await api("/api/auth/local", jsonInit("POST", { identifier: email, password }, from));
  return { jwt: login.body.jwt as string, id: login.body.user.id as number };
}

type Mail = { id: number; to_address: string; subject: string; text_body: string; reply_to: string | null };

/**
 * The newest mail of a kind. Account mails go out after the answer (waitUntil), so it waits a moment for one
 * newer than `afterId` when given.
 */
export async function lastMail(kind: string, afterId = -1, to?: string): Promise<Mail> {
  let row = null as Mail | null;
  await vi.waitUntil(
    async () => {
      // `to` narrows to one recipient: a mail an earlier test's provider failure put back on the queue may land late.
      row = await env.DB.prepare(`SELECT * FROM mail_outbox WHERE kind = ? AND id > ?${to ? " AND to_address = ?" : ""} ORDER BY id DESC LIMIT 1`)
        .bind(kind, afterId, ...(to ? [to] : []))
        .first<Mail>();
      return row !== null;
    },
    { timeout: 5000, interval: 20 },
  ).catch(() => undefined);
  if (!row) throw new Error(`no ${kind} mail in the outbox`);
  return row;
}

/** The id of the newest mail in the outbox (0 when empty): pass it to lastMail to wait for the next one. */
/**
 * Mail leaves through the queue, a second or so after the answer: waits until `count` reaches `expected`, then
 * as long again, so a second mail of the same event would have arrived and failed the check.
 */
export async function expectMailsSettleAt(count: () => Promise<number>, expected: number): Promise<void> {
  await expect.poll(count, { timeout: 5000, interval: 50 }).toBe(expected);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await count()).toBe(expected);
}

export async function lastMailId(): Promise<number> {
  return (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM mail_outbox").first<{ id: number }>())?.id ?? 0;
}

/**
 * The worker tests run with RECAPTCHA_SECRET set, so the real siteverify client runs: answer Google's endpoint
 * here (tests and worker share one isolate). Token "human" passes, anything else fails.
 */
export function answerRecaptcha(vi: typeof import("vitest").vi): void {
  if (vi.isMockFunction(globalThis.fetch)) return;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://www.google.com/recaptcha/api/siteverify")) return realFetch(input, init);
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    const success = form.get("secret") === "test-secret" && form.get("response") === "human";
    return Response.json(success ? { success: true, score: 0.9 } : { success: false, "error-codes": ["invalid-input-response"] });
  });
}

/** The real D1 binding with the statements it is asked to prepare written down, in order. */
export function countedDb(): { db: D1Database; statements: string[] } {
  const statements: string[] = [];
  const db = env.DB;
  const counted = Object.assign(Object.create(db), {
    prepare: (query: string) => (statements.push(query), db.prepare(query)),
    batch: db.batch.bind(db),
  }) as D1Database;
  return { db: counted, statements };
}
