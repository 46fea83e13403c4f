import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { columnsOf } from "../app/model/columns.ts";
import { collectionByPlural } from "../app/model/model.ts";
import { isLoopbackUrl } from "../app/lib/runtime-config.ts";
import { buildDemoAccountsSql, demoAccounts } from "../seed/accounts.ts";
import { IMAGE_SIZES } from "../seed/lib.ts";
import { provinces } from "../seed/data/master-data.ts";
import {
  buildResetSql,
  buildSeedSql,
  collectSeedImages,
  NEWS_MISSING_ENGLISH,
  SEEDED_TABLES,
  seedData,
  sqlLiteral,
  type SeedRecord,
} from "../seed/index.ts";

const ROOT = join(import.meta.dirname, "..");
const list = (plural: string): SeedRecord[] => seedData[plural] ?? [];

describe("seed content", () => {
  it("has at least the required number of records", () => {
    const minimum: Record<string, number> = {
      "trade-shows": 40,
      "thai-events": 15,
      venues: 20,
      organizers: 20,
      contractors: 20,
      news: 60,
      "news-list": 5,
      "article-topics": 6,
      articles: 20,
      "photo-galleries": 10,
      jobs: 15,
      packages: 4,
      banners: 5,
      popups: 2,
      "our-clients": 12,
      "master-data-app": 1,
    };
    for (const [plural, n] of Object.entries(minimum)) expect(list(plural).length, plural).toBeGreaterThanOrEqual(n);
    expect(list("packages").length).toBeLessThanOrEqual(6);
  });

  it("covers Thai and international, past and upcoming shows, some open for booth booking", () => {
    const shows = list("trade-shows");
    const today = "2026-11-22";
    expect(shows.filter((s) => s.scope === "thai").length).toBeGreaterThan(20);
    expect(shows.filter((s) => s.scope === "international").length).toBeGreaterThanOrEqual(8);
    expect(shows.filter((s) => (s.end_date as string) < today).length).toBeGreaterThanOrEqual(10);
    expect(shows.filter((s) => (s.start_date as string) > today).length).toBeGreaterThanOrEqual(20);
    const open = shows.filter((s) => s.reservation_open === true);
    expect(open.length).toBeGreaterThanOrEqual(10);
    for (const s of open) expect(typeof s.booth_price_from, s.slug as string).toBe("number");
    for (const s of shows) expect((s.end_date as string) >= (s.start_date as string), s.slug as string).toBe(true);
  });

  it("gives contact addresses that are plainly examples (RFC 2606), never a made-up domain someone could own", () => {
    const text = JSON.stringify(seedData);
    const addresses = [...text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)];
    expect(addresses.length).toBeGreaterThan(40);
    expect(addresses.map((m) => m[0]).filter((address) => !/(^|\.)example\.com$/.test(address.split("@")[1]!))).toEqual([]);
  });

  it("uses unique ids and lowercase hyphenated ASCII slugs", () => {
    for (const [plural, records] of Object.entries(seedData)) {
      const ids = records.map((r) => r.id);
      expect(new Set(ids).size, plural).toBe(ids.length);
      const slugs = records.map((r) => r.slug).filter((s) => s !== undefined);
      expect(new Set(slugs).size, plural).toBe(slugs.length);
      for (const s of slugs) expect(s, plural).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("only uses attributes of the content model, with valid enumeration values and ISO dates", () => {
    for (const [plural, records] of Object.entries(seedData)) {
      const collection = collectionByPlural(plural)!;
      expect(collection, plural).toBeDefined();
      for (const r of records) {
        for (const [name, field] of Object.entries(collection.fields)) {
          const values = field.localized ? [r[name], r[`${name}_en`]] : [r[name]];
          for (const v of values) {
            if (v === undefined || v === null) continue;
            if (field.type === "enumeration") expect(field.enum, `${plural}#${r.id}.${name}`).toContain(v);
            if (field.type === "date") expect(v, `${plural}#${r.id}.${name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            if (field.type === "datetime") expect(v, `${plural}#${r.id}.${name}`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
            if (typeof v === "string" && field.maxLength) expect(v.length, `${plural}#${r.id}.${name}`).toBeLessThanOrEqual(field.maxLength);
          }
          if (field.required) expect(r[name], `${plural}#${r.id}.${name} is required`).not.toBeUndefined();
        }
        for (const sys of ["created_at", "updated_at", "published_at"]) {
          expect(r[sys], `${plural}#${r.id}.${sys}`).toMatch(/^202[56]-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        }
      }
    }
  });

  it("points every relation at an existing record", () => {
    for (const [plural, records] of Object.entries(seedData)) {
      const collection = collectionByPlural(plural)!;
      for (const [name, field] of Object.entries(collection.fields)) {
        if (field.type !== "relation") continue;
        const targets = new Set(list(field.target!).map((t) => t.id));
        for (const r of records) {
          if (r[name] === undefined || r[name] === null) continue;
          expect(targets.has(r[name] as number), `${plural}#${r.id}.${name} -> ${field.target}#${r[name]}`).toBe(true);
        }
      }
    }
  });

  it("gives news places that the venue pop-up finds (name contains place, one venue only)", () => {
    const venueNames = list("venues").map((v) => v.name as string);
    const withPlace = list("news").filter((n) => n.place);
    expect(withPlace.length).toBeGreaterThan(list("news").length / 2);
    for (const n of withPlace) {
      const matches = venueNames.filter((name) => name.includes(n.place as string));
      expect(matches, `news#${n.id} place "${n.place}"`).toEqual([n.place]);
    }
  });

  it("links news to menus 1 and 2 and the other menus", () => {
    const menuIds = new Set(list("news-list").map((l) => l.menu_id));
    const items = list("news");
    for (const n of items) {
      const menu = (n.connect_menu as { menu: number[] }).menu;
      expect(menu.length, `news#${n.id}`).toBeGreaterThan(0);
      for (const m of menu) expect(menuIds.has(m), `news#${n.id} menu ${m}`).toBe(true);
    }
    const on = (id: number) => items.filter((n) => (n.connect_menu as { menu: number[] }).menu.includes(id)).length;
    expect(on(1) + on(2)).toBeGreaterThanOrEqual(30);
    for (const id of [3, 4, 5]) expect(on(id), `menu ${id}`).toBeGreaterThan(0);
  });

  it("has both languages in every localised field, except the marked news fields", () => {
    let missing = 0;
    for (const [plural, records] of Object.entries(seedData)) {
      const collection = collectionByPlural(plural)!;
      for (const r of records) {
        for (const [name, field] of Object.entries(collection.fields)) {
          if (!field.localized) continue;
          const th = r[name];
          const en = r[`${name}_en`];
          const allowed = plural === "news" && NEWS_MISSING_ENGLISH[r.id]?.includes(`${name}_en`);
          if (th === undefined && en === undefined) continue; // optional field left empty in both languages
          expect(typeof th === "string" && th.length > 0, `${plural}#${r.id}.${name}`).toBe(true);
          expect(/[\u0E00-\u0E7F]/.test(th as string), `${plural}#${r.id}.${name} should be Thai`).toBe(true);
          if (allowed) {
            missing++;
            expect(en ?? "", `${plural}#${r.id}.${name}_en is marked empty`).toBe("");
          } else {
            expect(typeof en === "string" && en.length > 0, `${plural}#${r.id}.${name}_en`).toBe(true);
            expect(/[\u0E00-\u0E7F]/.test(en as string), `${plural}#${r.id}.${name}_en has Thai text`).toBe(false);
          }
        }
      }
    }
    expect(missing).toBeLessThanOrEqual(3);
  });

  it("fills the venue, organizer and contractor fields the pop-ups read", () => {
    for (const plural of ["venues", "organizers", "contractors"]) {
      for (const r of list(plural)) {
        const label = `${plural}#${r.id}`;
        expect(r.cover_img, label).toBeTruthy();
        expect(r.address, label).toBeTruthy();
        expect(r.country, label).toBeTruthy();
        expect(r.sector, label).toBeTruthy();
        expect(String(r.note), label).toMatch(/^<(p|ul)>/);
        const c = r.contactor as { website?: { name: string; url: string }; facebook?: { name: string; url: string } };
        expect(c.website ?? c.facebook, label).toBeTruthy();
        for (const link of [c.website, c.facebook]) if (link) expect(link.url, label).toMatch(/^https:\/\//);
      }
    }
    const venues = list("venues");
    expect(venues.some((v) => typeof v.cover_img === "string")).toBe(true);
    expect(venues.some((v) => typeof v.cover_img === "object")).toBe(true);
    for (const v of venues) {
      expect(typeof v.latitude, `venue#${v.id}`).toBe("number");
      expect(typeof v.halls, `venue#${v.id}`).toBe("number");
      expect(typeof v.total_area_sqm, `venue#${v.id}`).toBe("number");
    }
  });

  it("stores provinces as master-data values, with all 77 Thai provinces listed", () => {
    expect(provinces).toHaveLength(77);
    expect(new Set(provinces.map((p) => p.value)).size).toBe(77);
    const known = new Set(provinces.map((p) => p.value));
    for (const [plural, records] of Object.entries(seedData)) {
      for (const r of records) {
        if (typeof r.province === "string" && (r.country ?? "Thailand") === "Thailand") {
          expect(known.has(r.province), `${plural}#${r.id}.province "${r.province}"`).toBe(true);
        }
      }
    }
    const md = list("master-data-app")[0]!;
    const sectors = new Set((md.sectors as { value: string }[]).map((s) => s.value));
    for (const plural of ["trade-shows", "thai-events", "venues", "organizers", "contractors"]) {
      for (const r of list(plural)) {
        for (const key of ["industry", "sector"]) {
          if (r[key] !== undefined) expect(sectors.has(r[key] as string), `${plural}#${r.id}.${key} "${r[key]}"`).toBe(true);
        }
      }
    }
  });

  // Reads and decodes every seed picture (over a hundred): on a loaded machine that takes more than 5 seconds.
  it("ships every image it refers to, a small WebP of the declared size", async () => {
    const refs = collectSeedImages();
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      const file = join(ROOT, "public", ref.path);
      expect(existsSync(file), ref.path).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length, ref.path).toBeLessThan(32 * 1024);
      const kind = ref.path.split("/")[2] as keyof typeof IMAGE_SIZES;
      const { format, width, height } = await sharp(bytes).metadata();
      expect([format, width, height], ref.path).toEqual(["webp", ...IMAGE_SIZES[kind]]);
    }
    const objects = Object.values(seedData)
      .flat()
      .flatMap((r) => [r.cover_img, r.image, r.logo, r.company_logo, ...((r.images as unknown[]) ?? []), ...((r.gallery as unknown[]) ?? [])])
      .filter((x): x is { path: string; width: number; height: number; alt: string; alt_en: string } => !!x && typeof x === "object");
    for (const o of objects) {
      const [w, h] = IMAGE_SIZES[o.path.split("/")[2] as keyof typeof IMAGE_SIZES];
      expect([o.width, o.height], o.path).toEqual([w, h]);
      expect(o.alt && o.alt_en, o.path).toBeTruthy();
    }
    const galleries = list("photo-galleries");
    for (const g of galleries) {
      const n = (g.images as unknown[]).length;
      expect(n >= 6 && n <= 12, `gallery#${g.id} has ${n} images`).toBe(true);
    }
  }, 30_000);
});

describe("buildSeedSql", () => {
  it("emits one INSERT per record, for tables and columns of the content model", () => {
    const sql = buildSeedSql();
    const total = Object.values(seedData).reduce((n, l) => n + l.length, 0);
    expect(sql).toHaveLength(total);
    for (const statement of sql) {
      const m = /^INSERT INTO (\w+) \(([^)]*)\) VALUES \(/.exec(statement);
      expect(m, statement.slice(0, 80)).not.toBeNull();
      const table = m![1]!;
      expect(SEEDED_TABLES).toContain(table);
      const plural = Object.keys(seedData).find((p) => collectionByPlural(p)!.table === table)!;
      const allowed = new Set(["id", "created_at", "updated_at", "published_at", ...columnsOf(collectionByPlural(plural)!).map((c) => c.column)]);
      for (const col of m![2]!.split(", ")) expect(allowed.has(col), `${table}.${col}`).toBe(true);
    }
    expect(sql.some((s) => s.includes("venue_id"))).toBe(true);
    expect(buildResetSql()).toHaveLength(SEEDED_TABLES.length);
  });

  it("escapes quotes and stringifies JSON and booleans", () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(12.5)).toBe("12.5");
    expect(sqlLiteral({ a: "b'c" })).toBe(`'{"a":"b''c"}'`);
    const news = buildSeedSql().find((s) => s.startsWith("INSERT INTO news (id, ") && s.includes("'lanna-craft-buyers-week'"))!;
    expect(news).toContain(`'{"menu":[1,5]}'`);
  });
});

describe("demo accounts", () => {
  it("exist only for a loopback SITE_URL", async () => {
    for (const local of ["http://127.0.0.1:8787", "http://localhost:5173", "http://127.0.0.2", "http://[::1]:8787"]) {
      expect(isLoopbackUrl(local), local).toBe(true);
      expect(await buildDemoAccountsSql(local), local).toHaveLength(demoAccounts.length);
    }
    for (const deployed of ["https://tradeshow.example", "https://127.0.0.1.example.com", "http://10.0.0.5", "", "not a url"]) {
      expect(isLoopbackUrl(deployed), deployed).toBe(false);
      expect(await buildDemoAccountsSql(deployed), deployed).toEqual([]);
    }
  });

  it("are a visitor and the members of one seeded venue, organizer and contractor", async () => {
    expect(demoAccounts.map((a) => a.company_type)).toEqual(["visitor", "venue", "organizer", "contractor"]);
    expect(demoAccounts.find((a) => a.company_type === "venue")?.company_name).toBe(list("venues")[0]?.name);
    expect(demoAccounts.find((a) => a.company_type === "organizer")?.company_name).toBe(list("organizers")[0]?.company_name);
    expect(demoAccounts.find((a) => a.company_type === "contractor")?.company_name).toBe(list("contractors")[0]?.company_name);
    const sql = (await buildDemoAccountsSql("http://127.0.0.1:8787")).join("\n");
    for (const account of demoAccounts) {
      expect(sql).toContain(`'${account.email}'`);
      expect(sql).not.toContain(account.password);
      expect(readFileSync(join(ROOT, "README.md"), "utf8"), "README lists the local password").toContain(account.password);
    }
    expect(sql).toMatch(/'pbkdf2-sha256\$100000\$/);
  });
});
