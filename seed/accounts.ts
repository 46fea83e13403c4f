/**
 * Demo member accounts for trying the portal locally (passwords in the README). Only ever created when SITE_URL
 * is a loopback address: a deployed site must not have accounts whose passwords are public. Pure (WebCrypto
 * only), so it also runs inside workerd tests.
 */
import { LISTING_KINDS, LISTINGS } from "../app/domain/listings.ts";
import { isLoopbackUrl } from "../app/lib/runtime-config.ts";
import { hashPassword } from "../app/lib/password-hash.ts";
import { contractors } from "./data/contractors.ts";
import { organizers } from "./data/organizers.ts";
import { venues } from "./data/venues.ts";
import { joinTable } from "../app/model/join-tables.ts";
import { collectionByPlural } from "../app/model/model.ts";
import { sqlLiteral } from "./index.ts";
import type { Locale } from "../app/domain/locales.ts";

function requireCollection(plural: string) {
  const collection = collectionByPlural(plural);
  if (!collection) throw new Error(`seed: unknown collection ${plural}`);
  return collection;
}

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  company_type: "visitor" | "venue" | "organizer" | "contractor";
  company_name: string | null;
  locale: Locale;
  /** The listings the account runs (the inverse of the listings' `owners`). */
  runs?: readonly { plural: "venues" | "organizers" | "contractors"; id: number }[];
}

const organizerBySlug = (slug: string) => {
  const found = organizers.find((o) => o.slug === slug);
  if (!found) throw new Error(`seed: demo accounts need the organizer ${slug}`);
  return found;
};

const first = <T>(list: readonly T[]): T => {
  if (!list[0]) throw new Error("seed: demo accounts need a seeded listing of each kind");
  return list[0];
};

/** The company members run the first seeded venue, organizer and contractor (their Thai names). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: "demo-visitor",
    email: "demo-visitor@example.com",
    password: "demo-visitor-2026",
    first_name: "สมใจ",
    last_name: "ใจดี",
    phone: "081-000-0001",
    company_type: "visitor",
    company_name: null,
    locale: "th",
  },
  {
    username: "demo-venue",
    email: "demo-venue@example.com",
    password: "demo-venue-2026",
    first_name: "วิภา",
    last_name: "ศรีสุข",
    phone: "081-000-0002",
    company_type: "venue",
    company_name: String(first(venues).name),
    runs: [{ plural: "venues", id: first(venues).id }],
    locale: "th",
  },
  {
    username: "demo-organizer",
    email: "demo-organizer@example.com",
    password: "demo-organizer-2026",
    first_name: "Anan",
    last_name: "Chaiyo",
    phone: "081-000-0003",
    company_type: "organizer",
    company_name: String(first(organizers).company_name),
    // RX Tradex, and Informa Markets Thailand, whose ProPak Asia at BITEC sells numbered booths on a floor plan.
    runs: [
      { plural: "organizers", id: first(organizers).id },
      { plural: "organizers", id: organizerBySlug("informa-markets-thailand").id },
    ],
    locale: "en",
  },
  {
    username: "demo-contractor",
    email: "demo-contractor@example.com",
    password: "demo-contractor-2026",
    first_name: "ประยุทธ",
    last_name: "มั่นคง",
    phone: "081-000-0004",
    company_type: "contractor",
    company_name: String(first(contractors).company_name),
    runs: [{ plural: "contractors", id: first(contractors).id }],
    locale: "th",
  },
];

/** INSERTs for the demo accounts (confirmed, terms accepted), or none when SITE_URL is not a loopback address. */
export async function buildDemoAccountsSql(siteUrl: string): Promise<string[]> {
  if (!isLoopbackUrl(siteUrl)) return [];
  const now = new Date().toISOString();
  return Promise.all(
    demoAccounts.map(async ({ password, runs: _runs, ...account }) => {
      const values = { ...account, password: await hashPassword(password), provider: "local", confirmed: 1, terms_accepted_at: now };
      const columns = Object.keys(values);
      return `INSERT OR IGNORE INTO up_users (${columns.join(", ")}) VALUES (${Object.values(values).map(sqlLiteral).join(", ")});`;
    }),
  );
}

/** The demo company accounts run the listings named in `runs` (marked verified); after the accounts exist, so their ids are known. */
export function buildDemoOwnershipSql(siteUrl: string): string[] {
  if (!isLoopbackUrl(siteUrl)) return [];
  return demoAccounts.flatMap(({ username, runs = [] }) =>
    runs.flatMap((listing) => {
      const join = joinTable(requireCollection(listing.plural), "owners");
      if (!join) return [];
      return [
        `INSERT OR IGNORE INTO ${join.table} (${join.ownColumn}, ${join.targetColumn}) SELECT ${listing.id}, id FROM up_users WHERE username = ${sqlLiteral(username)};`,
        // A listing with an owner carries the verified mark (docs/decisions/059).
        `UPDATE ${requireCollection(listing.plural).table} SET verified = 1 WHERE id = ${listing.id};`,
      ];
    }),
  );
}

/** Removes the demo accounts (for a re-seed from scratch). */
export const demoAccountsResetSql = (): string[] => {
  const demoUsers = `SELECT id FROM up_users WHERE email IN (${demoAccounts.map((a) => sqlLiteral(a.email)).join(", ")})`;
  const links = LISTING_KINDS.flatMap((kind) => {
    const join = joinTable(requireCollection(LISTINGS[kind].plural), "owners");
    return join ? [`DELETE FROM ${join.table} WHERE ${join.targetColumn} IN (${demoUsers});`] : [];
  });
  return [...links, `DELETE FROM up_users WHERE id IN (${demoUsers});`];
};
