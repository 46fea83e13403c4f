/**
 * Generates the seed images under public/seed/ as small SVGs: calm abstract compositions (exhibition halls,
 * venue architecture, festival lights, logo marks), coloured per industry or sector, with no text except the
 * short monogram of client logos. Deterministic: the same seed gives byte-identical files.
 *
 *   node scripts/generate-seed-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { collectSeedImages, type SeedImageRef } from "../seed/index.ts";
import { IMAGE_SIZES, type ImageKind } from "../seed/lib.ts";
import { clientMonograms } from "../seed/data/site.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public");
const MAX_BYTES = 4096;

type Palette = readonly [bgTop: string, bgBottom: string, primary: string, secondary: string, accent: string, light: string];

const PALETTES: Record<string, Palette> = {
  "machinery-metalworking": ["#1f2d3d", "#3b5068", "#8aa1b8", "#c9d6e3", "#f2a65a", "#eef2f6"],
  manufacturing: ["#1f2d3d", "#3b5068", "#8aa1b8", "#c9d6e3", "#f2a65a", "#eef2f6"],
  "food-beverage": ["#2f4a3a", "#55785f", "#a3c4a8", "#e8efe2", "#e07a5f", "#f7f3ea"],
  "packaging-plastics": ["#213547", "#2f6b7a", "#7fb7c2", "#d6ecef", "#f4b942", "#f1f7f8"],
  automotive: ["#1b1f2a", "#39414f", "#9aa3b2", "#d8dce3", "#d1495b", "#eef0f3"],
  "gems-jewellery": ["#2b1f3a", "#4f3b6b", "#a48cc4", "#e6dcf2", "#e9c46a", "#f6f2fa"],
  "medical-healthcare": ["#12465b", "#2b7a8c", "#8cc7d1", "#dff1f4", "#ef8354", "#f3fafb"],
  pharmaceuticals: ["#12465b", "#2b7a8c", "#8cc7d1", "#dff1f4", "#ef8354", "#f3fafb"],
  "renewable-energy": ["#1d4037", "#2f7a5f", "#8fd0a5", "#e1f3e6", "#f4c542", "#f4fbf6"],
  agriculture: ["#3b4a24", "#6b7f3a", "#bccf8a", "#eef3dc", "#d98e3b", "#f8f9f0"],
  "rubber-palm": ["#2f3f22", "#5a7034", "#a9c27a", "#e7efd6", "#c9753d", "#f7f9ef"],
  logistics: ["#1c3144", "#3a5a78", "#92aec8", "#dde8f2", "#f28f3b", "#f2f6fa"],
  "furniture-decor": ["#4a3428", "#7a5a44", "#c9a98c", "#f1e6da", "#2a9d8f", "#faf6f1"],
  "lifestyle-gifts": ["#4a3428", "#7a5a44", "#c9a98c", "#f1e6da", "#2a9d8f", "#faf6f1"],
  "electronics-technology": ["#161d3a", "#2c3a73", "#7c8fd6", "#dde3fa", "#32d1c0", "#f1f3fd"],
  "architecture-construction": ["#2e2e2e", "#555555", "#b0a999", "#ece8df", "#e76f51", "#f7f5f0"],
  "finance-investment": ["#0f3b3a", "#1f6f63", "#86c5b5", "#dff2ec", "#e9b949", "#f2faf7"],
  "mother-baby": ["#35506b", "#5c84a8", "#b4cde3", "#eaf2f9", "#f28482", "#f7fafd"],
  education: ["#35506b", "#5c84a8", "#b4cde3", "#eaf2f9", "#f28482", "#f7fafd"],
  lighting: ["#1a1a2e", "#3a3a5e", "#9c9cd0", "#e5e5f7", "#ffd166", "#f4f4fb"],
  "hospitality-tourism": ["#0e4f6b", "#1f8a9e", "#8fd3dc", "#e3f5f7", "#f4a261", "#f2fbfc"],
  "culture-tourism": ["#3a1f2b", "#6b2f45", "#d48a9f", "#f6e3ea", "#f2c14e", "#fbf4f6"],
  "exhibition-convention": ["#1d3557", "#2a6f77", "#8ab8c0", "#dcecef", "#e07a5f", "#f3f8f9"],
  "hotel-convention": ["#2b2d42", "#4a4e69", "#9a8c98", "#e7dfe5", "#e9c46a", "#f6f3f5"],
  "retail-event-hall": ["#22333b", "#3f5b66", "#a5c0c9", "#e3eef1", "#eb8a44", "#f3f7f8"],
  "university-convention": ["#12465b", "#2b7a8c", "#8cc7d1", "#dff1f4", "#ef8354", "#f3fafb"],
  "park-outdoor": ["#1f3d2b", "#3c6e47", "#9cc5a1", "#e3f1e5", "#f4a259", "#f3f9f4"],
  "heritage-site": ["#3d2c1e", "#7a5c3e", "#d4b483", "#f3e9d2", "#c1666b", "#faf5ea"],
};

/** Fallback palettes, picked by hash, for themes without their own (organizers, contractors, clients, site). */
const FALLBACK: Palette[] = [
  ["#1d3557", "#2a6f77", "#8ab8c0", "#dcecef", "#e07a5f", "#f3f8f9"],
  ["#22313f", "#34495e", "#95a5b6", "#dfe6ec", "#e67e22", "#f4f6f8"],
  ["#143d59", "#1f6f8b", "#99c1d1", "#e0eef4", "#f4b41a", "#f2f8fb"],
  ["#2d3a3a", "#4f6d6d", "#a9c3bd", "#e5efec", "#d96c4f", "#f4f8f7"],
  ["#283044", "#3f4b6b", "#a3acc9", "#e2e6f1", "#ef8a62", "#f5f6fa"],
];

/** Events share a warm, evening palette family, varied by category. */
const EVENT_PALETTES: Record<string, Palette> = {
  "festival-tradition": ["#1b1d3a", "#3b2f5c", "#8c7ab8", "#e6def5", "#f2b84b", "#fbf6ea"],
  "market-fair": ["#3d2c1e", "#7a5c3e", "#d4b483", "#f3e9d2", "#e07a5f", "#faf5ea"],
  "music-concert": ["#14142b", "#33245c", "#8f7fd1", "#e2ddf7", "#ff8fab", "#f7f5fc"],
  "flower-garden": ["#1f3d2b", "#3c6e47", "#9cc5a1", "#e3f1e5", "#f28ba8", "#f3f9f4"],
  "design-creative": ["#1c2541", "#3a506b", "#5bc0be", "#d9f2f1", "#f6ae2d", "#f4fafa"],
  "charity-fair": ["#3a1f24", "#6b2f38", "#d48a94", "#f6e3e6", "#f2c14e", "#fbf4f5"],
  "books-culture": ["#2b2a4c", "#4a4878", "#a9a7d4", "#e6e5f6", "#ee6c4d", "#f6f6fb"],
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG. */
function rng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

type R = ReturnType<typeof rng>;

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  (defs ? `<defs>${defs}</defs>` : "") +
  body +
  "</svg>\n";

const grad = (id: string, a: string, b: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** An exhibition hall: gradient sky, a long roof (arched or saw-tooth), a row of booths and a perspective floor. */
function hall(w: number, h: number, p: Palette, r: R, crowd: boolean): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const horizon = Math.round(h * (0.56 + r.next() * 0.08));
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  parts.push(`<circle cx="${r.int(w * 0.6, w * 0.9)}" cy="${r.int(h * 0.12, h * 0.3)}" r="${r.int(h * 0.06, h * 0.11)}" fill="${accent}" opacity=".85"/>`);
  const left = r.int(w * 0.06, w * 0.16);
  const right = w - r.int(w * 0.06, w * 0.16);
  const wallTop = horizon - r.int(h * 0.18, h * 0.26);
  if (r.next() < 0.5) {
    const peak = wallTop - r.int(h * 0.1, h * 0.18);
    parts.push(`<path d="M${left} ${horizon}V${wallTop}Q${Math.round(w / 2)} ${peak - (wallTop - peak)} ${right} ${wallTop}V${horizon}Z" fill="${secondary}" opacity=".92"/>`);
  } else {
    const teeth = r.int(4, 7);
    const step = (right - left) / teeth;
    let d = `M${left} ${horizon}V${wallTop}`;
    for (let i = 0; i < teeth; i++) d += `L${Math.round(left + step * i + step * 0.8)} ${wallTop - Math.round(h * 0.09)}V${wallTop}`;
    d += `L${right} ${wallTop}V${horizon}Z`;
    parts.push(`<path d="${d}" fill="${secondary}" opacity=".92"/>`);
  }
  const ribs = r.int(6, 12);
  let ribPath = "";
  for (let i = 1; i < ribs; i++) {
    const x = Math.round(left + ((right - left) * i) / ribs);
    ribPath += `M${x} ${wallTop + 6}V${horizon}`;
  }
  parts.push(`<path d="${ribPath}" stroke="${light}" stroke-width="3" opacity=".55"/>`);
  parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${bottom}"/>`);
  let floor = "";
  for (let i = -6; i <= 6; i++) floor += `M${Math.round(w / 2 + i * w * 0.06)} ${horizon}L${Math.round(w / 2 + i * w * 0.22)} ${h}`;
  parts.push(`<path d="${floor}" stroke="${primary}" stroke-width="2" opacity=".35"/>`);
  const booths = r.int(4, 6);
  const bw = (w * 0.84) / booths;
  for (let i = 0; i < booths; i++) {
    const x = Math.round(w * 0.08 + i * bw + bw * 0.08);
    const bh = r.int(h * 0.14, h * 0.22);
    const y = horizon + Math.round(h * 0.12) - bh;
    const c = r.pick([primary, accent, light, secondary]);
    parts.push(`<rect x="${x}" y="${y}" width="${Math.round(bw * 0.84)}" height="${bh}" rx="4" fill="${c}" opacity=".9"/>`);
    parts.push(`<rect x="${x}" y="${y - 14}" width="${Math.round(bw * 0.84)}" height="12" fill="${top}" opacity=".7"/>`);
  }
  if (crowd) {
    for (let i = 0; i < 14; i++) {
      const x = r.int(w * 0.05, w * 0.95);
      const y = r.int(horizon + h * 0.16, h * 0.94);
      const s = Math.round(6 + ((y - horizon) / (h - horizon)) * 14);
      parts.push(`<circle cx="${x}" cy="${y - s * 2}" r="${s}" fill="${top}"/><rect x="${x - s}" y="${y - s}" width="${s * 2}" height="${s * 3}" rx="${s}" fill="${r.pick([accent, primary, light])}"/>`);
    }
  }
  return svg(w, h, grad("g", top, primary), parts.join(""));
}

/** Venue architecture: buildings, a park with trees and a lake, or lotus-bud stupas for heritage sites. */
function venue(w: number, h: number, p: Palette, r: R, theme: string): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const ground = Math.round(h * 0.72);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  parts.push(`<circle cx="${r.int(w * 0.1, w * 0.35)}" cy="${r.int(h * 0.14, h * 0.3)}" r="${r.int(40, 80)}" fill="${accent}" opacity=".8"/>`);
  parts.push(`<path d="M0 ${ground}Q${w * 0.3} ${ground - r.int(40, 90)} ${w * 0.6} ${ground - 20}T${w} ${ground - r.int(20, 60)}V${h}H0Z" fill="${primary}" opacity=".35"/>`);
  if (theme === "heritage-site") {
    const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      const cx = Math.round(w * (0.2 + (0.6 * i) / (n - 1)));
      const s = i === Math.floor(n / 2) ? 1.4 : 1;
      const bw = Math.round(90 * s);
      const bh = Math.round(160 * s);
      const tone = i % 2 ? bottom : top;
      parts.push(`<rect x="${cx - bw / 2}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${tone}" opacity=".85"/>`);
      parts.push(`<path d="M${cx - bw / 2 + 10} ${ground - bh}Q${cx} ${ground - bh * 2.1} ${cx + bw / 2 - 10} ${ground - bh}Z" fill="${tone}" opacity=".85"/>`);
      parts.push(`<rect x="${cx - 4}" y="${Math.round(ground - bh * 2.15)}" width="8" height="${Math.round(bh * 0.35)}" fill="${tone}"/>`);
    }
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/><path d="M0 ${ground + 40}H${w}M0 ${ground + 80}H${w}" stroke="${light}" stroke-width="3" opacity=".3"/>`);
  } else if (theme === "park-outdoor") {
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/>`);
    parts.push(`<ellipse cx="${r.int(w * 0.4, w * 0.6)}" cy="${ground + Math.round((h - ground) / 2)}" rx="${Math.round(w * 0.28)}" ry="${Math.round((h - ground) * 0.3)}" fill="${light}" opacity=".55"/>`);
    for (let i = 0; i < 9; i++) {
      const x = r.int(20, w - 20);
      const s = r.int(40, 90);
      parts.push(`<rect x="${x - 5}" y="${ground - s}" width="10" height="${s}" fill="${top}"/><circle cx="${x}" cy="${ground - s}" r="${Math.round(s * 0.6)}" fill="${r.pick([primary, secondary, accent])}" opacity=".9"/>`);
    }
  } else {
    const blocks = r.int(3, 5);
    let x = Math.round(w * 0.06);
    for (let i = 0; i < blocks; i++) {
      const bw = r.int(w * 0.14, w * 0.26);
      if (x + bw > w * 0.96) break;
      const bh = r.int(h * 0.2, h * (theme === "hotel-convention" ? 0.6 : 0.4));
      const fill = r.pick([secondary, light, primary]);
      parts.push(`<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${fill}"/>`);
      if (r.next() < 0.5) parts.push(`<path d="M${x - 10} ${ground - bh}Q${x + bw / 2} ${ground - bh - 70} ${x + bw + 10} ${ground - bh}Z" fill="${top}" opacity=".8"/>`);
      let grid = "";
      for (let gx = x + 20; gx < x + bw - 10; gx += 28) grid += `M${gx} ${ground - bh + 16}V${ground - 8}`;
      parts.push(`<path d="${grid}" stroke="${top}" stroke-width="2" opacity=".25"/>`);
      x += bw + r.int(8, 30);
    }
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/><rect y="${ground}" width="${w}" height="8" fill="${accent}" opacity=".7"/>`);
  }
  return svg(w, h, grad("g", light, secondary), parts.join(""));
}

/** Festival evening: deep sky, glowing lanterns, hills and reflections on water. */
function festival(w: number, h: number, p: Palette, r: R): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const water = Math.round(h * 0.7);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  parts.push(`<circle cx="${r.int(w * 0.7, w * 0.88)}" cy="${r.int(70, 140)}" r="${r.int(40, 60)}" fill="${light}" opacity=".9"/>`);
  parts.push(`<path d="M0 ${water}Q${w * 0.25} ${water - 120} ${w * 0.5} ${water - 40}T${w} ${water - 90}V${water}Z" fill="${primary}" opacity=".5"/>`);
  parts.push(`<rect y="${water}" width="${w}" height="${h - water}" fill="${top}"/>`);
  for (let i = 0; i < 16; i++) {
    const x = r.int(30, w - 30);
    const y = r.int(60, water - 60);
    const s = r.int(8, 22);
    parts.push(`<circle cx="${x}" cy="${y}" r="${s * 2}" fill="${accent}" opacity=".18"/><circle cx="${x}" cy="${y}" r="${s}" fill="${accent}" opacity=".9"/>`);
  }
  let ripples = "";
  for (let i = 0; i < 6; i++) {
    const y = water + 20 + i * Math.round((h - water) / 7);
    const x = r.int(40, w / 2);
    ripples += `M${x} ${y}H${x + r.int(120, 380)}`;
  }
  parts.push(`<path d="${ripples}" stroke="${accent}" stroke-width="3" opacity=".45"/>`);
  for (let i = 0; i < 5; i++) {
    const x = r.int(60, w - 60);
    const y = r.int(water + 30, h - 20);
    parts.push(`<path d="M${x - 16} ${y}h32l-8 10h-16Z" fill="${secondary}"/><circle cx="${x}" cy="${y - 6}" r="4" fill="${accent}"/>`);
  }
  return svg(w, h, grad("g", top, bottom), parts.join(""));
}

/** A logo mark: two or three overlapping geometric shapes on a light tile. */
function mark(w: number, h: number, p: Palette, r: R): string {
  const [top, , primary, secondary, accent, light] = p;
  const c = w / 2;
  const parts = [`<rect width="${w}" height="${h}" rx="48" fill="${light}"/>`];
  const kind = r.int(0, 3);
  if (kind === 0) {
    parts.push(`<circle cx="${c - 30}" cy="${c}" r="90" fill="${top}"/><circle cx="${c + 40}" cy="${c}" r="70" fill="${accent}" opacity=".9"/>`);
  } else if (kind === 1) {
    parts.push(`<rect x="${c - 90}" y="${c - 90}" width="180" height="180" rx="24" fill="${top}" transform="rotate(45 ${c} ${c})"/><circle cx="${c}" cy="${c}" r="52" fill="${accent}"/>`);
  } else if (kind === 2) {
    parts.push(`<path d="M${c - 110} ${c + 80}L${c} ${c - 110}L${c + 110} ${c + 80}Z" fill="${top}"/><path d="M${c - 40} ${c + 80}L${c + 30} ${c - 30}L${c + 100} ${c + 80}Z" fill="${accent}" opacity=".9"/>`);
  } else {
    parts.push(`<path d="M${c - 110} ${c + 60}A110 110 0 0 1 ${c + 110} ${c + 60}" fill="none" stroke="${top}" stroke-width="36" stroke-linecap="round"/><rect x="${c - 70}" y="${c + 20}" width="140" height="36" rx="18" fill="${accent}"/>`);
  }
  parts.push(`<circle cx="${c + r.int(-100, 100)}" cy="${c + r.int(90, 120)}" r="14" fill="${r.pick([primary, secondary])}"/>`);
  return svg(w, h, "", parts.join(""));
}

/** A client logo: a small mark and a short monogram. */
function clientLogo(w: number, h: number, p: Palette, r: R, monogram: string): string {
  const [top, , , , accent, light] = p;
  const body =
    `<rect width="${w}" height="${h}" rx="16" fill="${light}"/>` +
    `<rect x="36" y="${h / 2 - 32}" width="64" height="64" rx="${r.pick([12, 32])}" fill="${top}"/>` +
    `<circle cx="${r.pick([52, 84])}" cy="${h / 2 - 16}" r="14" fill="${accent}"/>` +
    `<text x="124" y="${h / 2 + 16}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="46" font-weight="700" letter-spacing="2" fill="${top}">${monogram}</text>`;
  return svg(w, h, "", body);
}

/** Abstract tiles for topics, pop-ups and banners without a hall. */
function abstract(w: number, h: number, p: Palette, r: R): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const parts = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  const cols = r.int(4, 7);
  const cw = w / cols;
  for (let i = 0; i < cols; i++) {
    const x = Math.round(i * cw);
    const bh = r.int(h * 0.2, h * 0.75);
    parts.push(`<rect x="${x + 8}" y="${h - bh}" width="${Math.round(cw - 16)}" height="${bh}" rx="8" fill="${r.pick([primary, secondary, light])}" opacity=".55"/>`);
  }
  parts.push(`<circle cx="${r.int(w * 0.2, w * 0.8)}" cy="${r.int(h * 0.2, h * 0.5)}" r="${Math.round(Math.min(w, h) * 0.18)}" fill="${accent}" opacity=".85"/>`);
  parts.push(`<circle cx="${r.int(w * 0.1, w * 0.9)}" cy="${r.int(h * 0.3, h * 0.7)}" r="${Math.round(Math.min(w, h) * 0.1)}" fill="none" stroke="${light}" stroke-width="6" opacity=".7"/>`);
  return svg(w, h, grad("g", top, bottom, false), parts.join(""));
}

function paletteFor(ref: SeedImageRef, kind: ImageKind, r: R): Palette {
  if (kind === "thai-events") return EVENT_PALETTES[ref.theme] ?? EVENT_PALETTES["festival-tradition"]!;
  return PALETTES[ref.theme] ?? FALLBACK[hash(ref.path) % FALLBACK.length] ?? r.pick(FALLBACK);
}

export function renderSeedImage(ref: SeedImageRef): string {
  const [, , kind, file] = ref.path.split("/") as [string, string, ImageKind, string];
  const size = IMAGE_SIZES[kind];
  if (!size) throw new Error(`unknown image kind in ${ref.path}`);
  const [w, h] = size;
  const r = rng(hash(ref.path));
  const p = paletteFor(ref, kind, r);
  switch (kind) {
    case "trade-shows":
    case "news":
    case "articles":
      return hall(w, h, p, r, false);
    case "galleries":
      return hall(w, h, p, r, true);
    case "venues":
      return venue(w, h, p, r, ref.theme);
    case "thai-events":
      return festival(w, h, p, r);
    case "logos":
      return mark(w, h, p, r);
    case "clients":
      return clientLogo(w, h, p, r, clientMonograms[file.replace(/\.svg$/, "")] ?? "TS");
    case "banners":
      return r.next() < 0.6 ? hall(w, h, p, r, false) : abstract(w, h, p, r);
    case "topics":
    case "popups":
      return abstract(w, h, p, r);
  }
}

function listSvgs(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listSvgs(full));
    else if (name.endsWith(".svg")) out.push(full);
  }
  return out;
}

function main() {
  const refs = collectSeedImages();
  const wanted = new Set<string>();
  let largest = 0;
  let total = 0;
  for (const ref of refs) {
    const file = join(OUT, ref.path);
    const content = renderSeedImage(ref);
    const bytes = new TextEncoder().encode(content).length;
    if (bytes > MAX_BYTES) throw new Error(`${ref.path} is ${bytes} bytes (limit ${MAX_BYTES})`);
    largest = Math.max(largest, bytes);
    total += bytes;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    wanted.add(file);
  }
  let removed = 0;
  for (const f of listSvgs(join(OUT, "seed"))) {
    if (!wanted.has(f)) {
      rmSync(f);
      removed++;
    }
  }
  console.log(`seed images: ${refs.length} written (${Math.round(total / 1024)} KiB, largest ${largest} B), ${removed} stale removed`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
