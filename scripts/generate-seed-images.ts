/**
 * Generates the seed images under public/seed/ as small WebP pictures, drawn as SVGs that look like their record:
 * each industry has its own motif (a car for a motor show, a plate and produce for a food fair, a chip for a tech
 * fair...), show covers set it beside a row of stands of their own, Thai events the scene of their kind (lanterns,
 * a stage, stalls, a garden, fireworks...), venues one of several facade shapes, news a topic-coloured editorial
 * composition, gallery images the scene their caption names, and client logos a wordmark with a coloured mark.
 * Only client logos have letters: any other picture shows on Thai and English pages alike, so it says nothing in
 * words. No embedded fonts (generic font stacks only), and deterministic: the same seed gives byte-identical files.
 * The files are raster (sharp), not SVG: a browser loads every SVG image as a document of its own, styled and laid
 * out on the main thread (decision 039), while a WebP decodes off it, as the photos a real Strapi serves do.
 *
 *   node scripts/generate-seed-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { collectSeedImages, type SeedImageRef } from "../seed/index.ts";
import { IMAGE_SIZES, renditionWidths, type ImageKind } from "../seed/lib.ts";
import { renditionPath } from "../app/lib/image-renditions.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public");
/** A picture stays small on a phone's slow link (10 KB on average, the largest about 28 KB). */
const MAX_BYTES = 32 * 1024;
/** Flat colours and gradients: quality 80 shows no banding and keeps edges clean. */
const WEBP_QUALITY = 80;

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

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The subject drawn for an industry, sector or news topic. */
type Motif =
  | "gear" | "food" | "box" | "car" | "gem" | "medical" | "pill" | "solar" | "wheat" | "leaf" | "truck" | "chair"
  | "gift" | "chip" | "crane" | "chart" | "bottle" | "book" | "bulb" | "plane" | "lantern" | "building" | "checklist" | "browser";

const MOTIF_BY_THEME: Record<string, Motif> = {
  "machinery-metalworking": "gear", manufacturing: "gear", "food-beverage": "food", "packaging-plastics": "box",
  automotive: "car", "gems-jewellery": "gem", "medical-healthcare": "medical", pharmaceuticals: "pill",
  "renewable-energy": "solar", agriculture: "wheat", "rubber-palm": "leaf", logistics: "truck",
  "furniture-decor": "chair", "lifestyle-gifts": "gift", "electronics-technology": "chip",
  "architecture-construction": "crane", "finance-investment": "chart", "mother-baby": "bottle", education: "book",
  lighting: "bulb", "hospitality-tourism": "plane",
};

/** News has no category field: its slug names the topic. First match wins. */
const NEWS_TOPICS: [RegExp, string][] = [
  [/loy-krathong|lantern|festival|songkran|countdown|flower|vegetarian|red-cross|otop|yi-peng/, "festival"],
  [/motor|auto/, "automotive"],
  [/gem|jewel/, "gems-jewellery"],
  [/medic|health/, "medical-healthcare"],
  [/solar|hydrogen|energy/, "renewable-energy"],
  [/smart-city|ces-|tech/, "electronics-technology"],
  [/architect/, "architecture-construction"],
  [/metalex|intermach|hannover/, "machinery-metalworking"],
  [/propak|interpack|packag(?!es)/, "packaging-plastics"],
  [/logistics|cold-chain/, "logistics"],
  [/agri|rubber|coffee-expo/, "agriculture"],
  [/thaifex|anuga|gulfood|food|bakery|halal|lanna-craft/, "food-beverage"],
  [/education/, "education"],
  [/cost|survey|outlook|investment|canton/, "finance-investment"],
  [/safety|pdpa|checklist|guideline/, "guide"],
  [/portal|feature|packages|directory|newsletter/, "portal"],
];

const TOPIC_PALETTES: Record<string, Palette> = {
  festival: ["#2b1d4a", "#5a2f6b", "#c58fd0", "#f3e4f6", "#f2b84b", "#fbf6ea"],
  guide: ["#1f3b4d", "#2f6f73", "#9cc9c4", "#e2f2ef", "#f2a541", "#f4faf9"],
  portal: ["#1d3557", "#2a6f77", "#8ab8c0", "#dcecef", "#e07a5f", "#f3f8f9"],
  venue: ["#2b2d42", "#4a4e69", "#9a8c98", "#e7dfe5", "#e9c46a", "#f6f3f5"],
};

function newsTopic(slug: string): string {
  return NEWS_TOPICS.find(([re]) => re.test(slug))?.[1] ?? "venue";
}

function motifFor(theme: string): Motif {
  return MOTIF_BY_THEME[theme] ?? ({ festival: "lantern", guide: "checklist", portal: "browser" } as Record<string, Motif>)[theme] ?? "building";
}

/** A motif drawn in a 100×100 box centred on 0,0, in a dark (d), accent (a) and light (l) colour. */
function motifShape(m: Motif, d: string, a: string, l: string): string {
  switch (m) {
    case "gear":
      return `<circle r="34" fill="none" stroke="${d}" stroke-width="16" stroke-dasharray="13 8.4"/><circle r="30" fill="${d}"/><circle r="12" fill="${l}"/><circle cx="30" cy="30" r="16" fill="${a}"/><circle cx="30" cy="30" r="6" fill="${l}"/>`;
    case "food":
      return `<circle r="44" fill="${l}" stroke="${d}" stroke-width="3"/><circle r="32" fill="none" stroke="${d}" stroke-width="2" opacity=".4"/><circle cx="-9" cy="6" r="14" fill="${a}"/><circle cx="12" cy="10" r="11" fill="#7bb661"/><circle cx="4" cy="-12" r="10" fill="#f4c542"/><path d="M-8 -8q4-8 10-6" stroke="#3d7a3a" stroke-width="3" fill="none"/>`;
    case "box":
      return `<path d="M-42 -10l30-14 30 14-30 14z" fill="${l}"/><path d="M-42 -10v34l30 14V4z" fill="${a}"/><path d="M18 -10v34L-12 38V4z" fill="${d}"/><rect x="26" y="-34" width="18" height="62" rx="6" fill="${a}" opacity=".9"/><rect x="30" y="-42" width="10" height="10" fill="${d}"/>`;
    case "car":
      return `<path d="M-48 12v-14q0-6 8-8l16-4 14-14q4-4 12-4h16q8 0 12 6l10 12q10 2 10 10v16z" fill="${a}"/><path d="M-18 -12l10-10h12v10zm26 0v-10h8l8 10z" fill="${l}"/><circle cx="-28" cy="14" r="11" fill="${d}"/><circle cx="28" cy="14" r="11" fill="${d}"/><circle cx="-28" cy="14" r="4" fill="${l}"/><circle cx="28" cy="14" r="4" fill="${l}"/>`;
    case "gem":
      return `<path d="M-40 -14l16-20h48l16 20-40 48z" fill="${a}"/><path d="M-40 -14h80M-24 -34l10 20 14-20 14 20 10-20M-14 -14L0 34l14-48" stroke="${l}" stroke-width="3" fill="none" opacity=".8"/>`;
    case "medical":
      return `<rect x="-14" y="-42" width="28" height="84" rx="6" fill="${a}"/><rect x="-42" y="-14" width="84" height="28" rx="6" fill="${a}"/><path d="M-48 0h24l8-16 12 30 8-14h44" stroke="${l}" stroke-width="5" fill="none"/>`;
    case "pill":
      return `<g transform="rotate(-35)"><rect x="-44" y="-16" width="88" height="32" rx="16" fill="${l}"/><path d="M0 -16h28a16 16 0 0 1 0 32H0z" fill="${a}"/></g><circle cx="26" cy="30" r="10" fill="${d}"/>`;
    case "solar":
      return `<circle cx="24" cy="-26" r="16" fill="${a}"/><path d="M-46 34l14-40h64l-14 40z" fill="${d}"/><path d="M-38 12h64M-30 -8l-10 42M-8 -8l-6 42M14 -8l-4 42" stroke="${l}" stroke-width="2.5" opacity=".8"/>`;
    case "wheat":
      return `<path d="M0 46V-40M-22 46q8-30 22-40m22 40q-8-30-22-40" stroke="${d}" stroke-width="4" fill="none"/><g fill="${a}"><ellipse cx="-8" cy="-30" rx="6" ry="11" transform="rotate(-25 -8 -30)"/><ellipse cx="8" cy="-30" rx="6" ry="11" transform="rotate(25 8 -30)"/><ellipse cx="-8" cy="-10" rx="6" ry="11" transform="rotate(-25 -8 -10)"/><ellipse cx="8" cy="-10" rx="6" ry="11" transform="rotate(25 8 -10)"/><ellipse cy="-46" rx="5" ry="10"/></g>`;
    case "leaf":
      return `<path d="M-40 40Q-44 -36 40 -44Q38 30 -40 40z" fill="${a}"/><path d="M-40 40L24 -26" stroke="${l}" stroke-width="4"/><path d="M30 10q12 16 0 28q-12-12 0-28z" fill="${d}"/>`;
    case "truck":
      return `<rect x="-48" y="-28" width="62" height="42" rx="4" fill="${a}"/><path d="M18 -14h16l14 16v12H18z" fill="${d}"/><rect x="24" y="-10" width="10" height="10" fill="${l}"/><circle cx="-30" cy="20" r="10" fill="${d}"/><circle cx="32" cy="20" r="10" fill="${d}"/><circle cx="-30" cy="20" r="4" fill="${l}"/><circle cx="32" cy="20" r="4" fill="${l}"/>`;
    case "chair":
      return `<path d="M-36 -30h34v40h-34z" fill="${a}"/><path d="M-40 10h42v10h-42zM-36 20v24m34-24v24" stroke="${d}" stroke-width="6" fill="${d}"/><path d="M26 44V-14" stroke="${d}" stroke-width="4"/><path d="M10 -14l6-26h20l6 26z" fill="${l}" stroke="${d}" stroke-width="3"/>`;
    case "gift":
      return `<rect x="-38" y="-10" width="76" height="52" fill="${a}"/><rect x="-44" y="-24" width="88" height="16" fill="${d}"/><rect x="-7" y="-24" width="14" height="66" fill="${l}"/><path d="M0 -24q-30-28-30-6 0 6 30 6q30 0 30-6 0-22-30 6z" fill="none" stroke="${d}" stroke-width="5"/>`;
    case "chip":
      return `<path d="M-44 -18h14m-14 12h14m-14 12h14m-14 12h14M30 -18h14M30 -6h14M30 6h14M30 18h14M-18 -44v14m12-14v14m12-14v14m12-14v14M-18 30v14m12-14v14m12-14v14m12-14v14" stroke="${d}" stroke-width="4"/><rect x="-32" y="-32" width="64" height="64" rx="8" fill="${d}"/><rect x="-18" y="-18" width="36" height="36" rx="4" fill="${a}"/><path d="M-10 -6h20M-10 4h12" stroke="${l}" stroke-width="3"/>`;
    case "crane":
      return `<path d="M-30 46V-40m0 0h72m-72 0l-14 14h14M36 -40v30" stroke="${d}" stroke-width="5" fill="none"/><path d="M-30 -36L36 -40M-30 -4l20-32" stroke="${d}" stroke-width="2"/><rect x="28" y="-10" width="16" height="12" fill="${a}"/><rect x="0" y="8" width="46" height="38" fill="${a}"/><path d="M8 18h8m8 0h8m8 0h0M8 32h8m8 0h8" stroke="${l}" stroke-width="5"/>`;
    case "chart":
      return `<path d="M-44 44H46M-44 44V-44" stroke="${d}" stroke-width="4"/><rect x="-34" y="10" width="16" height="30" fill="${l}"/><rect x="-10" y="-8" width="16" height="48" fill="${a}"/><rect x="14" y="-26" width="16" height="66" fill="${d}"/><path d="M-36 -2L-6 -26l14 10 34-28" stroke="${a}" stroke-width="5" fill="none"/>`;
    case "bottle":
      return `<rect x="-20" y="-24" width="40" height="66" rx="12" fill="${l}" stroke="${d}" stroke-width="3"/><rect x="-20" y="6" width="40" height="36" rx="12" fill="${a}"/><rect x="-16" y="-34" width="32" height="12" rx="4" fill="${d}"/><path d="M-8 -34q8-18 16 0z" fill="${a}"/><path d="M-12 -12h10m-10 10h10" stroke="${d}" stroke-width="2"/>`;
    case "book":
      return `<path d="M0 -14Q-24 -28-46 -20v56q22-8 46 6z" fill="${l}"/><path d="M0 -14q24-14 46-6v56q-22-8-46 6z" fill="${a}"/><path d="M-36 -36L0 -50l36 14L0 -22z" fill="${d}"/><path d="M28 -33v16" stroke="${d}" stroke-width="3"/>`;
    case "bulb":
      return `<circle cy="-10" r="30" fill="${a}"/><path d="M-14 14h28v14h-28z" fill="${d}"/><path d="M-10 34h20" stroke="${d}" stroke-width="5"/><path d="M-8 -10l8 14 8-14" stroke="${l}" stroke-width="3" fill="none"/><path d="M0 -56v-6M-40 -34l-6-4M40 -34l6-4M-44 -8h-6M44 -8h6" stroke="${a}" stroke-width="4"/>`;
    case "plane":
      return `<circle cx="14" cy="-20" r="24" fill="${a}" opacity=".8"/><path d="M-46 10l70-28q12-4 16 2-2 6-14 12l-62 26z" fill="${d}"/><path d="M-6 -4l-12-24h10l22 18zM-4 16l6 20h8l0-26z" fill="${d}"/><path d="M-48 40h96" stroke="${l}" stroke-width="4"/>`;
    case "lantern":
      return `<path d="M0 -48v10" stroke="${d}" stroke-width="3"/><rect x="-16" y="-40" width="32" height="8" rx="3" fill="${d}"/><ellipse cy="0" rx="30" ry="34" fill="${a}"/><path d="M-14 -30q-8 30 0 60M14 -30q8 30 0 60M0 -34v68" stroke="${l}" stroke-width="2" fill="none" opacity=".7"/><rect x="-12" y="32" width="24" height="8" rx="3" fill="${d}"/><path d="M-6 40v10m6-10v14m6-14v10" stroke="${a}" stroke-width="2"/>`;
    case "checklist":
      return `<rect x="-32" y="-40" width="64" height="84" rx="6" fill="${l}" stroke="${d}" stroke-width="3"/><rect x="-14" y="-46" width="28" height="12" rx="4" fill="${d}"/><path d="M-22 -16l5 5 9-9M-22 6l5 5 9-9M-22 28l5 5 9-9" stroke="${a}" stroke-width="4" fill="none"/><path d="M0 -14h20M0 8h20M0 30h14" stroke="${d}" stroke-width="4"/>`;
    case "browser":
      return `<rect x="-48" y="-36" width="96" height="72" rx="6" fill="${l}" stroke="${d}" stroke-width="3"/><path d="M-48 -22h96" stroke="${d}" stroke-width="3"/><circle cx="-40" cy="-29" r="2.5" fill="${a}"/><circle cx="-32" cy="-29" r="2.5" fill="${d}"/><rect x="-40" y="-14" width="36" height="24" rx="3" fill="${a}"/><rect x="4" y="-14" width="36" height="24" rx="3" fill="${d}" opacity=".5"/><path d="M-40 20h30M4 20h30M-40 28h20" stroke="${d}" stroke-width="3" opacity=".5"/>`;
    case "building":
      return `<path d="M-46 -18L0 -44l46 26z" fill="${d}"/><rect x="-42" y="-18" width="84" height="6" fill="${a}"/><path d="M-32 -8v42m16-42v42M0 -8v42m16-42v42m16-42v42" stroke="${d}" stroke-width="7"/><rect x="-46" y="34" width="92" height="8" fill="${a}"/>`;
  }
}

const place = (x: number, y: number, size: number, extra = "") =>
  `<use href="#m" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${(size / 100).toFixed(2)})" ${extra}/>`;

/**
 * A show cover: a large industry motif on a colour field, and beside it a row of stands whose number, heights
 * and colours come from the show itself, so two shows of one industry still differ. No words: the page says the
 * name in its own language, and a picture with English letters would say it again in the wrong one on Thai pages.
 */
function showCover(w: number, h: number, p: Palette, r: R, m: Motif): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const flip = r.next() < 0.5;
  const cx = flip ? w * 0.24 : w * 0.74;
  const x0 = flip ? w * 0.46 : 60;
  const parts = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  const style = r.int(0, 2);
  if (style === 0) parts.push(`<circle cx="${cx}" cy="${h / 2}" r="${h * 0.62}" fill="${primary}" opacity=".25"/>`);
  else if (style === 1) parts.push(`<path d="M${flip ? 0 : w} 0V${h}H${flip ? w * 0.44 : w * 0.56}L${flip ? w * 0.32 : w * 0.68} 0z" fill="${secondary}" opacity=".16"/>`);
  else for (let i = 0; i < 6; i++) parts.push(place(cx + r.int(-260, 260), r.int(40, h - 40), r.int(40, 70), `opacity=".14"`));
  parts.push(`<circle cx="${cx}" cy="${h / 2}" r="170" fill="${light}"/>`, place(cx, h / 2, 230));
  const floor = Math.round(h * 0.78);
  const n = r.int(3, 5);
  const bw = (w * 0.48) / n;
  for (let i = 0; i < n; i++) {
    const bh = r.int(h * 0.18, h * 0.46);
    const x = Math.round(x0 + i * bw);
    parts.push(`<rect x="${x}" y="${floor - bh}" width="${Math.round(bw - 10)}" height="${bh}" rx="6" fill="${r.pick([light, secondary, primary])}" opacity=".85"/><rect x="${x}" y="${floor - bh - 14}" width="${Math.round(bw - 10)}" height="14" fill="${r.pick([accent, top, light])}"/>`);
  }
  parts.push(`<rect x="${x0}" y="${floor}" width="${Math.round(w * 0.48)}" height="6" fill="${light}" opacity=".6"/>`);
  parts.push(`<rect y="${h - 18}" width="${w}" height="18" fill="${accent}"/>`);
  return svg(w, h, grad("g", top, bottom, false) + `<g id="m">${motifShape(m, top, accent, secondary)}</g>`, parts.join(""));
}

const person = (x: number, y: number, s: number, body: string, head: string) =>
  `<circle cx="${x}" cy="${y - s * 2.2}" r="${s}" fill="${head}"/><rect x="${x - s}" y="${y - s * 1.1}" width="${s * 2}" height="${s * 3}" rx="${s}" fill="${body}"/>`;

function crowd(r: R, n: number, x0: number, x1: number, y0: number, y1: number, colours: readonly string[], head: string): string {
  const people: [number, number][] = [];
  for (let i = 0; i < n; i++) people.push([r.int(x0, x1), r.int(y0, y1)]);
  people.sort((a, b) => a[1] - b[1]);
  return people.map(([x, y]) => person(x, y, Math.round(11 + ((y - y0) / Math.max(1, y1 - y0)) * 11), r.pick(colours), head)).join("");
}

/** Booths in a row, each with the industry motif on its back wall. */
function booths(r: R, n: number, x0: number, x1: number, floor: number, hgt: number, p: Palette): string {
  const [top, , primary, secondary, accent, light] = p;
  const bw = (x1 - x0) / n;
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + i * bw + 6;
    const wdt = bw - 12;
    out += `<rect x="${Math.round(x)}" y="${floor - hgt}" width="${Math.round(wdt)}" height="${hgt}" fill="${r.pick([light, secondary])}"/><rect x="${Math.round(x)}" y="${floor - hgt - 16}" width="${Math.round(wdt)}" height="16" fill="${r.pick([top, accent, primary])}"/>`;
    out += place(x + wdt / 2, floor - hgt / 2 - 6, Math.min(wdt, hgt) * 0.55);
  }
  return out;
}

/** Gallery and show scenes, chosen by what the caption says. */
const SCENE_BY_CAPTION: [RegExp, number][] = [
  [/entrance/i, 0], [/at the stands|overseas buyers/i, 1], [/demonstration/i, 2], [/seminar stage/i, 3],
  [/matching|break between/i, 4], [/opening ceremony/i, 5], [/booth team/i, 6], [/competition/i, 7], [/main exhibition/i, 9],
  [/from above/i, 8],
];

function scene(w: number, h: number, p: Palette, r: R, m: Motif, which: number): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const floor = Math.round(h * 0.62);
  const wear = [accent, primary, light, secondary];
  const parts = [`<rect width="${w}" height="${h}" fill="url(#g)"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="${bottom}"/>`];
  const ceiling = `<path d="M0 60H${w}M0 100H${w}" stroke="${light}" stroke-width="4" opacity=".25"/>`;
  switch (which) {
    case 0: // entrance: a gate with the show's motif, visitors walking in
      parts.push(`<rect x="${w * 0.2}" y="${h * 0.14}" width="${w * 0.6}" height="${h * 0.5}" fill="${top}"/><rect x="${w * 0.3}" y="${h * 0.3}" width="${w * 0.4}" height="${h * 0.34}" fill="${light}" opacity=".85"/>`);
      parts.push(place(w / 2, h * 0.22, 70), place(w * 0.12, h * 0.4, 130), place(w * 0.88, h * 0.4, 130));
      parts.push(crowd(r, 18, w * 0.1, w * 0.9, floor + 40, h - 20, wear, top));
      break;
    case 1: // visitors at the stands
      parts.push(ceiling, booths(r, 4, w * 0.04, w * 0.96, floor + 30, 200, p), crowd(r, 16, w * 0.04, w * 0.96, floor + 70, h - 16, wear, top));
      break;
    case 2: // a live demonstration: the product on a lit platform, an audience in front
      parts.push(`<path d="M${w / 2 - 90} 0L${w / 2 - 260} ${floor + 40}H${w / 2 + 260}L${w / 2 + 90} 0z" fill="${light}" opacity=".12"/><rect x="${w / 2 - 220}" y="${floor}" width="440" height="40" fill="${accent}"/>`, place(w / 2, floor - 140, 280));
      parts.push(crowd(r, 14, w * 0.05, w * 0.95, floor + 100, h - 12, wear, top));
      break;
    case 3: // the seminar stage: a screen, a speaker, rows of the audience from behind
      parts.push(`<rect x="${w * 0.25}" y="60" width="${w * 0.5}" height="${h * 0.4}" fill="${light}"/>`, place(w * 0.38, 60 + h * 0.2, 200), `<path d="M${w * 0.52} ${60 + h * 0.12}h${w * 0.18}M${w * 0.52} ${60 + h * 0.2}h${w * 0.14}M${w * 0.52} ${60 + h * 0.28}h${w * 0.16}" stroke="${primary}" stroke-width="14"/>`);
      parts.push(`<rect y="${floor - 10}" width="${w}" height="30" fill="${top}"/>`, person(w * 0.8, floor - 10, 16, accent, top));
      for (let row = 0; row < 3; row++)
        for (let i = 0; i < 12; i++) parts.push(`<circle cx="${Math.round(40 + i * (w / 12) + (row % 2) * 40)}" cy="${floor + 80 + row * 90}" r="${18 + row * 5}" fill="${top}" opacity=".9"/>`);
      break;
    case 4: // business matching or a break: tables, people face to face, cups and papers
      parts.push(ceiling, place(w * 0.84, floor - 120, 160, `opacity=".9"`));
      for (let i = 0; i < 2; i++) {
        const x = w * (0.25 + i * 0.42);
        parts.push(person(x - 90, floor + 120, 24, r.pick(wear), top), person(x + 90, floor + 120, 24, r.pick(wear), top));
        parts.push(`<rect x="${x - 110}" y="${floor + 90}" width="220" height="20" fill="${light}"/><path d="M${x - 90} ${floor + 110}v80m180-80v80" stroke="${top}" stroke-width="8"/><rect x="${x - 30}" y="${floor + 76}" width="26" height="14" fill="${accent}"/><circle cx="${x + 30}" cy="${floor + 82}" r="8" fill="${primary}"/>`);
      }
      break;
    case 5: // the opening ceremony: guests in a row behind a ribbon, the show's motif on the backdrop
      parts.push(`<rect x="${w * 0.1}" y="60" width="${w * 0.8}" height="${floor - 40}" fill="${top}"/><circle cx="${w * 0.22}" cy="${floor * 0.5}" r="90" fill="${light}"/>`, place(w * 0.22, floor * 0.5, 130));
      for (let i = 0; i < 4; i++) parts.push(place(w * (0.42 + i * 0.13), floor * 0.5, 90, `opacity=".5"`));
      for (let i = 0; i < 7; i++) parts.push(person(w * (0.2 + i * 0.1), floor + 150, 22, r.pick([primary, secondary, light]), bottom));
      parts.push(`<path d="M0 ${floor + 110}Q${w / 2} ${floor + 150} ${w} ${floor + 110}" stroke="${accent}" stroke-width="14" fill="none"/><circle cx="${w / 2}" cy="${floor + 130}" r="24" fill="${accent}"/>`);
      break;
    case 6: // the main exhibition zone or a booth team: a large stand, staff in front
      parts.push(ceiling, booths(r, 2, w * 0.08, w * 0.92, floor + 40, 300, p));
      for (let i = 0; i < 3; i++) parts.push(person(w * (0.3 + i * 0.2), h - 40, 20, accent, top));
      break;
    case 7: // an on-site competition: a podium and a trophy
      parts.push(`<rect x="${w / 2 - 240}" y="${floor - 40}" width="160" height="120" fill="${secondary}"/><rect x="${w / 2 - 80}" y="${floor - 110}" width="160" height="190" fill="${light}"/><rect x="${w / 2 + 80}" y="${floor - 10}" width="160" height="90" fill="${secondary}"/>`);
      parts.push(`<path d="M${w / 2 - 40} ${floor - 250}h80v40a40 40 0 0 1 -80 0zM${w / 2 - 8} ${floor - 170}h16v40h-16zM${w / 2 - 30} ${floor - 130}h60v16h-60z" fill="${accent}"/>`, place(w * 0.16, floor - 120, 180), place(w * 0.84, floor - 120, 180));
      parts.push(crowd(r, 12, w * 0.05, w * 0.95, floor + 120, h - 12, wear, top));
      break;
    case 9: // the main exhibition zone: hanging banners over a long row of stands
      for (let i = 0; i < 3; i++) parts.push(`<path d="M${w * (0.2 + i * 0.3)} 0v40" stroke="${light}" stroke-width="2"/><rect x="${w * (0.2 + i * 0.3) - 70}" y="40" width="140" height="90" fill="${r.pick([accent, light, secondary])}"/>`, place(w * (0.2 + i * 0.3), 85, 70));
      parts.push(booths(r, 5, 0, w, floor + 20, 160, p), crowd(r, 10, 20, w - 20, floor + 60, h - 16, wear, top));
      break;
    default: // the hall from above: aisles and a grid of stands
      parts.length = 0;
      parts.push(`<rect width="${w}" height="${h}" fill="${bottom}"/>`);
      for (let y = 60; y < h - 100; y += 170)
        for (let x = 50; x < w - 150; x += 230) {
          parts.push(`<rect x="${x}" y="${y}" width="190" height="120" fill="${r.pick([light, secondary, primary])}"/>`, place(x + 95, y + 60, 80));
        }
      for (let i = 0; i < 14; i++) parts.push(`<circle cx="${r.int(30, w - 30)}" cy="${60 + r.int(0, 2) * 170 + 145}" r="9" fill="${r.pick(wear)}"/>`);
  }
  return svg(w, h, grad("g", top, primary) + `<g id="m">${motifShape(m, top, accent, secondary)}</g>`, parts.join(""));
}

/** Venue facades of different shapes: a wave-roofed hall, a tower, a glass mall, a colonnade, a park, stupas. */
function venue(w: number, h: number, p: Palette, r: R, theme: string, slug: string): string {
  // Venues of one sector share a shape; each venue's own proportions and accent colour tell them apart.
  const v = rng(hash(slug));
  const [top, bottom, primary, secondary] = p;
  const accent = v.pick([p[4], "#e76f51", "#2a9d8f", "#e9c46a", "#457b9d", "#c8553d"]);
  const light = p[5];
  const g = Math.round(h * 0.74);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  parts.push(`<circle cx="${r.int(w * 0.08, w * 0.3)}" cy="${r.int(h * 0.1, h * 0.22)}" r="${r.int(36, 60)}" fill="${accent}" opacity=".7"/>`);
  const sx = v.int(72, 104) / 100;
  const sy = v.int(70, 115) / 100;
  const cx = w / 2 + v.int(-80, 80);
  parts.push(`<g transform="translate(${cx} ${g}) scale(${sx} ${sy}) translate(${-cx} ${-g})">`);
  const windows = (x: number, y: number, bw: number, bh: number, step: number) => {
    let d = "";
    for (let yy = y + 20; yy < y + bh - 20; yy += step) d += `M${x + 16} ${yy}H${x + bw - 16}`;
    return `<path d="${d}" stroke="${light}" stroke-width="${Math.round(step * 0.45)}" opacity=".55"/>`;
  };
  const shape =
    theme === "heritage-site" ? "stupa" : theme === "park-outdoor" ? "park" : theme === "hotel-convention" ? "tower"
    : theme === "university-convention" ? "colonnade" : theme === "retail-event-hall" ? "mall" : (["wave", "arches", "glass"] as const)[hash(slug) % 3];
  if (shape === "stupa") {
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.3 + i * 0.2);
      const s = i === 1 ? 1.4 : 1;
      parts.push(`<path d="M${cx - 70 * s} ${g}v-${90 * s}h${140 * s}v${90 * s}zM${cx - 56 * s} ${g - 90 * s}Q${cx} ${g - 300 * s} ${cx + 56 * s} ${g - 90 * s}z" fill="${i === 1 ? top : bottom}"/><rect x="${cx - 4}" y="${g - 330 * s}" width="8" height="${80 * s}" fill="${top}"/>`);
    }
  } else if (shape === "park") {
    parts.push(`<ellipse cx="${w / 2}" cy="${g + 90}" rx="${w * 0.3}" ry="50" fill="${light}" opacity=".6"/>`);
    for (let i = 0; i < 10; i++) {
      const x = r.int(30, w - 30);
      const s = r.int(50, 110);
      parts.push(`<rect x="${x - 6}" y="${g - s}" width="12" height="${s}" fill="${top}"/><circle cx="${x}" cy="${g - s}" r="${Math.round(s * 0.55)}" fill="${r.pick([primary, secondary, bottom])}"/>`);
    }
    parts.push(`<path d="M${w * 0.62} ${g}v-120l80-50 80 50v120" fill="${light}" stroke="${top}" stroke-width="6"/>`);
  } else if (shape === "tower") {
    parts.push(`<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.2}" height="${g - h * 0.12}" fill="${primary}"/>`, windows(w * 0.3, h * 0.12, w * 0.2, g - h * 0.12, 26));
    parts.push(`<rect x="${w * 0.16}" y="${g - 160}" width="${w * 0.68}" height="160" fill="${bottom}"/><rect x="${w * 0.16}" y="${g - 176}" width="${w * 0.68}" height="16" fill="${top}"/>`, windows(w * 0.52, g - 150, w * 0.3, 150, 30));
  } else if (shape === "colonnade") {
    parts.push(`<path d="M${w * 0.18} ${g - 330}L${w / 2} ${g - 460}L${w * 0.82} ${g - 330}z" fill="${top}"/><rect x="${w * 0.2}" y="${g - 330}" width="${w * 0.6}" height="330" fill="${primary}"/>`);
    let d = "";
    for (let i = 0; i < 8; i++) d += `M${Math.round(w * 0.24 + i * w * 0.074)} ${g - 300}V${g}`;
    parts.push(`<path d="${d}" stroke="#fff" stroke-width="34"/><rect x="${w * 0.16}" y="${g - 20}" width="${w * 0.68}" height="20" fill="${top}"/>`);
  } else if (shape === "mall") {
    parts.push(`<rect x="${w * 0.08}" y="${g - 360}" width="${w * 0.84}" height="360" fill="${primary}"/><rect x="${w * 0.08}" y="${g - 300}" width="${w * 0.84}" height="46" fill="${top}"/>`);
    let d = "";
    for (let x = w * 0.12; x < w * 0.88; x += 70) d += `M${Math.round(x)} ${g - 230}v210`;
    parts.push(`<rect x="${w * 0.1}" y="${g - 240}" width="${w * 0.8}" height="230" fill="${light}" opacity=".8"/><path d="${d}" stroke="${primary}" stroke-width="4"/><rect x="${w * 0.42}" y="${g - 110}" width="${w * 0.16}" height="110" fill="${accent}"/>`);
  } else if (shape === "wave") {
    parts.push(`<path d="M${w * 0.05} ${g}V${g - 200}Q${w * 0.28} ${g - 380} ${w * 0.5} ${g - 240}T${w * 0.95} ${g - 260}V${g}z" fill="${primary}"/><path d="M${w * 0.05} ${g - 200}Q${w * 0.28} ${g - 380} ${w * 0.5} ${g - 240}T${w * 0.95} ${g - 260}" stroke="${top}" stroke-width="22" fill="none"/>`);
    parts.push(`<rect x="${w * 0.1}" y="${g - 150}" width="${w * 0.8}" height="150" fill="${top}" opacity=".85"/>`, windows(w * 0.1, g - 150, w * 0.8, 150, 34));
  } else if (shape === "arches") {
    let d = "";
    for (let i = 0; i < 4; i++) {
      const x = w * 0.08 + i * w * 0.21;
      d += `M${Math.round(x)} ${g}V${g - 200}A${Math.round(w * 0.105)} 120 0 0 1 ${Math.round(x + w * 0.21)} ${g - 200}V${g}z`;
    }
    parts.push(`<path d="${d}" fill="${primary}" stroke="${top}" stroke-width="10"/>`, windows(w * 0.08, g - 180, w * 0.84, 180, 40));
  } else {
    parts.push(`<path d="M${w * 0.04} ${g - 300}H${w * 0.96}L${w * 0.9} ${g - 270}H${w * 0.1}z" fill="${top}"/><rect x="${w * 0.14}" y="${g - 270}" width="${w * 0.72}" height="270" fill="${primary}"/>`);
    let d = "";
    for (let x = w * 0.14; x <= w * 0.86; x += 72) d += `M${Math.round(x)} ${g - 270}V${g}`;
    parts.push(`<path d="${d}M${w * 0.14} ${g - 135}H${w * 0.86}" stroke="${light}" stroke-width="5"/>`);
  }
  parts.push(`</g><rect y="${g}" width="${w}" height="${h - g}" fill="${bottom}"/><rect y="${g}" width="${w}" height="8" fill="${accent}" opacity=".8"/>`);
  parts.push(`<path d="M0 ${g + 80}H${w}" stroke="${light}" stroke-width="4" stroke-dasharray="40 30" opacity=".35"/>`);
  return svg(w, h, grad("g", light, secondary), parts.join(""));
}

/** News: a topic-coloured editorial cover, the topic's motif large, a column rule and a scatter of small motifs. */
function news(w: number, h: number, p: Palette, r: R, m: Motif): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const split = r.int(w * 0.5, w * 0.62);
  const parts = [`<rect width="${w}" height="${h}" fill="${light}"/><path d="M${split} 0H${w}V${h}H${split - 120}z" fill="url(#g)"/>`];
  for (let i = 0; i < 5; i++) parts.push(place(r.int(60, split - 180), r.int(60, h - 60), r.int(50, 90), `opacity=".12"`));
  parts.push(`<rect x="60" y="${h * 0.3}" width="${split - 260}" height="14" fill="${top}"/><rect x="60" y="${h * 0.3 + 40}" width="${(split - 260) * 0.8}" height="14" fill="${primary}" opacity=".6"/><rect x="60" y="${h * 0.3 + 80}" width="${(split - 260) * 0.6}" height="14" fill="${primary}" opacity=".4"/><rect x="60" y="${h * 0.3 - 50}" width="90" height="24" rx="12" fill="${accent}"/>`);
  const cx = (split + w) / 2 - 40;
  parts.push(`<circle cx="${cx}" cy="${h / 2}" r="190" fill="${secondary}" opacity=".9"/>`, place(cx, h / 2, 280));
  return svg(w, h, grad("g", top, bottom) + `<g id="m">${motifShape(m, top, accent, light)}</g>`, parts.join(""));
}

/** Festival evening: deep sky, glowing lanterns (or, for Loy Krathong, more floats on the water), hills and reflections. */
function festival(w: number, h: number, p: Palette, r: R, krathong = false): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const water = Math.round(h * 0.7);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  parts.push(`<circle cx="${r.int(w * 0.7, w * 0.88)}" cy="${r.int(70, 140)}" r="${r.int(40, 60)}" fill="${light}" opacity=".9"/>`);
  parts.push(`<path d="M0 ${water}Q${w * 0.25} ${water - 120} ${w * 0.5} ${water - 40}T${w} ${water - 90}V${water}Z" fill="${primary}" opacity=".5"/>`);
  parts.push(`<rect y="${water}" width="${w}" height="${h - water}" fill="${top}"/>`);
  for (let i = 0; i < (krathong ? 4 : 16); i++) {
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
  for (let i = 0; i < (krathong ? 14 : 5); i++) {
    const x = r.int(60, w - 60);
    const y = r.int(water + 30, h - 20);
    parts.push(`<path d="M${x - 16} ${y}h32l-8 10h-16Z" fill="${secondary}"/><circle cx="${x}" cy="${y - 6}" r="4" fill="${accent}"/>`);
  }
  return svg(w, h, grad("g", top, bottom), parts.join(""));
}

/** A Thai event's scene, by what the event is: its slug names it (loy-krathong, concert, flower, fireworks...). */
const EVENT_SCENES: [RegExp, EventScene][] = [
  [/krathong|vegetarian/, "krathong"], [/yi-peng|lantern/, "lanterns"], [/flower|orchid|garden/, "garden"], [/concert|countdown/, "stage"],
  [/fireworks/, "fireworks"], [/songkran/, "water"], [/otop|red-cross|fair|market/, "market"], [/book/, "books"], [/design|light/, "installation"],
];
type EventScene = "krathong" | "lanterns" | "garden" | "stage" | "fireworks" | "water" | "market" | "books" | "installation";

function eventScene(w: number, h: number, p: Palette, r: R, slug: string): string {
  const which = EVENT_SCENES.find(([re]) => re.test(slug))?.[1] ?? "lanterns";
  if (which === "krathong" || which === "lanterns") return festival(w, h, p, r, which === "krathong");
  const [top, bottom, primary, secondary, accent, light] = p;
  const ground = Math.round(h * r.int(64, 74) / 100);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  const people = (n: number) => crowd(r, n, 20, w - 20, ground + 40, h - 12, [accent, primary, light, secondary], top);
  if (which === "garden") {
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${primary}" opacity=".6"/>`);
    let stems = "";
    for (let i = 0; i < 18; i++) {
      const x = r.int(20, w - 20);
      const y = r.int(ground - 40, h - 20);
      const s = r.int(10, 26);
      stems += `M${x} ${y}v${s * 2}`;
      parts.push(`<circle cx="${x}" cy="${y}" r="${s}" fill="${r.pick([accent, light, secondary])}"/><circle cx="${x}" cy="${y}" r="${Math.round(s / 3)}" fill="${top}"/>`);
    }
    parts.splice(2, 0, `<path d="${stems}" stroke="${bottom}" stroke-width="4"/>`);
  } else if (which === "stage") {
    parts.push(`<rect x="${w * 0.18}" y="${ground - 60}" width="${w * 0.64}" height="60" fill="${top}"/><path d="M${w * 0.18} ${ground - 60}V${h * 0.12}H${w * 0.82}V${ground - 60}" fill="none" stroke="${secondary}" stroke-width="14"/>`);
    for (let i = 0; i < 4; i++) {
      const x = w * (0.25 + i * 0.17);
      parts.push(`<path d="M${x} ${h * 0.12}L${x - r.int(60, 120)} ${ground - 60}H${x + r.int(60, 120)}z" fill="${r.pick([accent, light])}" opacity=".22"/>`);
    }
    for (let i = 0; i < 3; i++) parts.push(person(w * (0.38 + i * 0.12), ground - 60, 16, r.pick([accent, light]), light));
    parts.push(people(14));
  } else if (which === "fireworks") {
    for (let i = 0; i < r.int(4, 6); i++) {
      const x = r.int(120, w - 120);
      const y = r.int(80, ground - 160);
      const s = r.int(50, 110);
      const c = r.pick([accent, light, secondary]);
      let d = "";
      for (let k = 0; k < 12; k++) {
        const a = (k / 12) * Math.PI * 2;
        d += `M${Math.round(x + Math.cos(a) * s * 0.3)} ${Math.round(y + Math.sin(a) * s * 0.3)}L${Math.round(x + Math.cos(a) * s)} ${Math.round(y + Math.sin(a) * s)}`;
      }
      parts.push(`<path d="${d}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`);
    }
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${top}"/><path d="M0 ${ground}L${w * 0.3} ${ground - 50}L${w * 0.5} ${ground - 20}L${w} ${ground - 70}V${ground}z" fill="${bottom}"/>`);
  } else if (which === "water") {
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/>`, people(10));
    for (let i = 0; i < 30; i++) {
      const x = r.int(20, w - 20);
      const y = r.int(40, ground + 80);
      parts.push(`<path d="M${x} ${y}q-9 16 0 22q9-6 0-22z" fill="${r.pick([light, secondary])}" opacity=".8"/>`);
    }
  } else if (which === "market") {
    const n = r.int(4, 6);
    const sw = w / n;
    for (let i = 0; i < n; i++) {
      const x = Math.round(i * sw + 8);
      const c = r.pick([accent, primary, secondary]);
      parts.push(`<rect x="${x}" y="${ground - 170}" width="${Math.round(sw - 16)}" height="170" fill="${light}" opacity=".85"/><path d="M${x - 6} ${ground - 170}h${Math.round(sw - 4)}l-14 44h${-Math.round(sw - 32)}z" fill="${c}"/>`);
      for (let k = 0; k < 3; k++) parts.push(`<circle cx="${x + 24 + k * Math.round((sw - 60) / 2)}" cy="${ground - 40}" r="${r.int(10, 18)}" fill="${r.pick([accent, primary, top])}"/>`);
    }
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/>`, people(10));
  } else if (which === "books") {
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${bottom}"/>`);
    // Spines grouped by colour: one path each keeps the file small.
    const spines = new Map<string, string>();
    for (let shelf = 0; shelf < 3; shelf++) {
      const y = 120 + shelf * Math.round((ground - 160) / 3);
      let x = Math.round(w * 0.12);
      while (x < w * 0.88) {
        const bw = r.int(22, 48);
        const bh = r.int(70, 110);
        const c = r.pick([accent, primary, secondary, light]);
        spines.set(c, `${spines.get(c) ?? ""}M${x} ${y + 110}v-${bh}h${bw}v${bh}z`);
        x += bw + 4;
      }
      parts.push(`<rect x="${w * 0.1}" y="${y + 110}" width="${w * 0.8}" height="10" fill="${top}"/>`);
    }
    for (const [c, d] of spines) parts.push(`<path d="${d}" fill="${c}"/>`);
    parts.push(people(10));
  } else {
    for (let i = 0; i < 9; i++) {
      const x = r.int(80, w - 80);
      const y = r.int(80, ground - 60);
      const s = r.int(40, 120);
      const c = r.pick([accent, light, secondary, primary]);
      parts.push(r.next() < 0.5 ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${c}" opacity=".75"/>` : `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" fill="${c}" opacity=".75" transform="rotate(${r.int(0, 45)} ${x} ${y})"/>`);
    }
    parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="${top}"/>`, people(14));
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

/** A client logo: a coloured geometric mark with the initial, and the company's name as a two-weight wordmark. */
function clientLogo(w: number, h: number, r: R, name: string): string {
  const hue = r.int(0, 359);
  const ink = `hsl(${hue} 55% 28%)`;
  const mid = `hsl(${(hue + r.pick([30, 150, 200])) % 360} 65% 40%)`;
  const words = name.replace(/\s*(Co\., Ltd\.|Ltd\.|Co\.)$/, "").split(/\s+/);
  // Two balanced lines: the strong first line is the brand, the light second line what it does.
  let k = 1;
  while (k < words.length - 1 && words.slice(0, k + 1).join(" ").length <= words.slice(k + 1).join(" ").length) k++;
  const first = words.slice(0, k).join(" ");
  const rest = words.slice(k).join(" ");
  const markShape = r.int(0, 3);
  const c = 60;
  const y = h / 2;
  const shape = [
    `<circle cx="${c}" cy="${y}" r="34" fill="${ink}"/><circle cx="${c + 20}" cy="${y - 20}" r="14" fill="${mid}"/>`,
    `<rect x="${c - 30}" y="${y - 30}" width="60" height="60" rx="10" fill="${ink}" transform="rotate(45 ${c} ${y})"/><circle cx="${c}" cy="${y}" r="12" fill="${mid}"/>`,
    `<path d="M${c - 34} ${y + 28}L${c} ${y - 34}L${c + 34} ${y + 28}z" fill="${ink}"/><path d="M${c - 6} ${y + 28}L${c + 16} ${y - 8}L${c + 38} ${y + 28}z" fill="${mid}"/>`,
    `<path d="M${c - 32} ${y + 30}Q${c - 36} ${y - 30} ${c + 32} ${y - 32}Q${c + 30} ${y + 28} ${c - 32} ${y + 30}z" fill="${ink}"/><path d="M${c - 26} ${y + 24}L${c + 18} ${y - 18}" stroke="${mid}" stroke-width="6"/>`,
  ][markShape]!;
  const size = Math.min(34, Math.floor(196 / (first.length * 0.62)));
  const restSize = Math.min(20, Math.floor(196 / (rest.length * 0.68)));
  const text =
    `<text x="108" y="${rest ? y - 4 : y + size * 0.35}" ${FONT} font-size="${size}" font-weight="800" fill="${ink}">${esc(first)}</text>` +
    (rest ? `<text x="108" y="${y + restSize + 8}" ${FONT} font-size="${restSize}" font-weight="500" letter-spacing="1" fill="${mid}">${esc(rest.toUpperCase())}</text>` : "");
  return svg(w, h, "", `<rect width="${w}" height="${h}" rx="16" fill="#fff"/>${shape}${text}`);
}

/** Abstract tiles for topics, pop-ups and banners: the kind's motif on layered columns. */
function abstract(w: number, h: number, p: Palette, r: R, m: Motif): string {
  const [top, bottom, primary, secondary, accent, light] = p;
  const parts = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  const cols = r.int(4, 7);
  const cw = w / cols;
  for (let i = 0; i < cols; i++) {
    const x = Math.round(i * cw);
    const bh = r.int(h * 0.2, h * 0.6);
    parts.push(`<rect x="${x + 8}" y="${h - bh}" width="${Math.round(cw - 16)}" height="${bh}" rx="8" fill="${r.pick([primary, secondary, light])}" opacity=".4"/>`);
  }
  const s = Math.min(w, h);
  const cx = r.int(w * 0.3, w * 0.7);
  parts.push(`<circle cx="${cx}" cy="${h / 2}" r="${Math.round(s * 0.3)}" fill="${light}"/>`, place(cx, h / 2, s * 0.42));
  return svg(w, h, grad("g", top, bottom, false) + `<g id="m">${motifShape(m, top, accent, secondary)}</g>`, parts.join(""));
}

/** Banners and pop-ups say in their alt text what they show; topics are article categories. */
const ALT_MOTIFS: [RegExp, Motif][] = [
  [/krathong|candle|lantern/i, "lantern"], [/convention|skyline|venue/i, "building"], [/floor plan|stand structure|built/i, "crane"],
  [/envelope|calendar|newsletter/i, "checklist"], [/membership|card|package/i, "gift"], [/hall|stand|booth/i, "building"],
];

function paletteFor(ref: SeedImageRef, kind: ImageKind, r: R, topic: string): Palette {
  if (kind === "thai-events") return EVENT_PALETTES[ref.theme] ?? PALETTES[ref.theme] ?? EVENT_PALETTES["festival-tradition"]!;
  return PALETTES[topic] ?? TOPIC_PALETTES[topic] ?? FALLBACK[hash(ref.path) % FALLBACK.length] ?? r.pick(FALLBACK);
}

/** The drawing for a record, announced as an image with its caption as title (pages take their alt from the record). */
export function renderSeedImage(ref: SeedImageRef): string {
  const title = esc(ref.caption || ref.name);
  return drawSeedImage(ref).replace(">", ` role="img"><title>${title}</title>`);
}

function drawSeedImage(ref: SeedImageRef): string {
  const [, , kind, file] = ref.path.split("/") as [string, string, ImageKind, string];
  const size = IMAGE_SIZES[kind];
  if (!size) throw new Error(`unknown image kind in ${ref.path}`);
  const [w, h] = size;
  const r = rng(hash(ref.path));
  const slug = file.replace(/\.webp$/, "");
  const topic = kind === "news" ? newsTopic(slug) : ref.theme;
  const p = paletteFor(ref, kind, r, topic);
  const m = motifFor(topic);
  switch (kind) {
    case "trade-shows": {
      const n = /-(\d)$/.exec(slug);
      return n ? scene(w, h, p, r, m, [1, 2, 3][Number(n[1]) - 1]!) : showCover(w, h, p, r, m);
    }
    case "galleries": {
      const which = SCENE_BY_CAPTION.find(([re]) => re.test(ref.caption))?.[1] ?? 1;
      return scene(w, h, p, r, m, which);
    }
    case "news":
      return news(w, h, p, r, m);
    case "articles":
      return news(w, h, p, r, ALT_MOTIFS.find(([re]) => re.test(ref.caption))?.[1] ?? r.pick(["checklist", "chart", "building", "browser"] as const));
    case "venues": {
      // A venue's cover and its second view show the facade; the other views show the hall inside.
      const n = /^(.*)-(\d)$/.exec(slug);
      if (n && Number(n[2]) % 2 === 1) return scene(w, h, p, r, (["gear", "food", "car", "chip", "box", "gem"] as const)[hash(slug) % 6]!, Number(n[2]) === 1 ? 9 : 6);
      return venue(w, h, p, r, ref.theme, n ? n[1]! : slug);
    }
    case "thai-events":
      return eventScene(w, h, p, r, slug);
    case "logos":
      return mark(w, h, p, r);
    case "clients":
      return clientLogo(w, h, r, ref.name);
    case "banners":
    case "topics":
    case "popups":
      return abstract(w, h, p, r, ALT_MOTIFS.find(([re]) => re.test(ref.caption))?.[1] ?? "chart");
  }
}

/** Every earlier picture under `dir` (SVG before decision 039, WebP since), to remove the ones no record names. */
function listPictures(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listPictures(full));
    else if (/\.(svg|webp)$/.test(name)) out.push(full);
  }
  return out;
}

/** The drawing as a WebP of its own size, or `width` pixels wide; the same drawing gives the same bytes. */
export function rasterise(svg: string, width?: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (width ? image.resize({ width }) : image).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** The files of a picture: itself and, when it is wider, its rendition (seed/lib.ts, seedImage). */
function picturesOf(ref: SeedImageRef): Array<{ path: string; width?: number }> {
  const [, , kind] = ref.path.split("/") as [string, string, ImageKind];
  return [{ path: ref.path }, ...renditionWidths(kind).map((width) => ({ path: renditionPath(ref.path, width), width }))];
}

async function main() {
  const refs = collectSeedImages();
  const wanted = new Set<string>();
  let largest = 0;
  let total = 0;
  let files = 0;
  for (const ref of refs) {
    const svg = renderSeedImage(ref);
    for (const picture of picturesOf(ref)) {
      const file = join(OUT, picture.path);
      const content = await rasterise(svg, picture.width);
      const bytes = content.length;
      if (bytes > MAX_BYTES) throw new Error(`${picture.path} is ${bytes} bytes (limit ${MAX_BYTES})`);
      largest = Math.max(largest, bytes);
      total += bytes;
      files++;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      wanted.add(file);
    }
  }
  let removed = 0;
  for (const f of listPictures(join(OUT, "seed"))) {
    if (!wanted.has(f)) {
      rmSync(f);
      removed++;
    }
  }
  console.log(`seed images: ${refs.length} pictures in ${files} files (${Math.round(total / 1024)} KiB, largest ${largest} B), ${removed} stale removed`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
