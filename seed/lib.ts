/**
 * Small shared helpers for the seed data. Pure TypeScript (no Node imports): the seed also runs inside workerd tests.
 */
import { RENDITION_WIDTHS } from "../app/lib/image-renditions.ts";

export interface SeedImage {
  path: string;
  width: number;
  height: number;
  /** Narrower renditions stored beside the file (app/lib/image-renditions.ts). */
  widths?: number[];
  alt: string;
  alt_en: string;
}

export interface Link {
  name: string;
  url: string;
}

/** The `contactor` JSON the home-page pop-ups and the company pages read. `flag` is the fax number. */
export interface Contactor {
  phone?: string;
  flag?: string;
  email?: string;
  website?: Link;
  facebook?: Link;
}

export type SeedRecord = { id: number } & Record<string, unknown>;

/** Pixel sizes of the generated SVGs, by image kind (the directory under /seed). */
export const IMAGE_SIZES = {
  "trade-shows": [1200, 675],
  "thai-events": [1200, 675],
  venues: [1200, 800],
  logos: [400, 400],
  clients: [320, 160],
  news: [1200, 675],
  articles: [1200, 675],
  topics: [1200, 675],
  galleries: [1200, 800],
  banners: [1920, 640],
  popups: [800, 800],
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

/**
 * The width of the one narrower rendition every wider picture gets, as uploads get (app/lib/image-renditions.ts): a
 * card or a phone's banner row needs no more, and decoding the 1200 px picture for it cost four times the work
 * (decision 045).
 */
export const RENDITION_WIDTH = RENDITION_WIDTHS[0]!;

/** The renditions a generated picture of a kind has (none when the picture is no wider than one). */
export function renditionWidths(kind: ImageKind): number[] {
  return IMAGE_SIZES[kind][0] > RENDITION_WIDTH ? [RENDITION_WIDTH] : [];
}

/** An image object `{path, width, height, widths, alt, alt_en}` for a generated picture under public/seed/<kind>/<file>.webp. */
export function seedImage(kind: ImageKind, file: string, alt: string, alt_en: string): SeedImage {
  const [width, height] = IMAGE_SIZES[kind];
  const widths = renditionWidths(kind);
  return { path: `/seed/${kind}/${file}.webp`, width, height, ...(widths.length > 0 ? { widths } : {}), alt, alt_en };
}

/** Looks a record up by slug and returns its id; throws on a typo so a broken reference fails at import time. */
export function idBySlug(list: readonly SeedRecord[], slug: string, what: string): number {
  const found = list.find((r) => r.slug === slug);
  if (!found) throw new Error(`seed: unknown ${what} slug "${slug}"`);
  return found.id;
}

export function recordBySlug<T extends SeedRecord>(list: readonly T[], slug: string, what: string): T {
  const found = list.find((r) => r.slug === slug);
  if (!found) throw new Error(`seed: unknown ${what} slug "${slug}"`);
  return found;
}

const TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"];
const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** `2027-03-31` -> `31 มีนาคม 2570` (Buddhist era, as Thai copy writes dates). */
export function thaiDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${TH_MONTHS[m - 1]} ${y + 543}`;
}

/** `2027-03-31` -> `31 มีนาคม`. */
export const thaiDayMonth = (iso: string): string => thaiDate(iso).split(" ").slice(0, 2).join(" ");

/** `2027-03-31` -> `31 March 2027`. */
export function englishDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${EN_MONTHS[m - 1]} ${y}`;
}

/** `2027-03-31` -> `31 March`. */
export const englishDayMonth = (iso: string): string => englishDate(iso).split(" ").slice(0, 2).join(" ");

export const formatNumber = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
