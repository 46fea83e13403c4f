import { FilterXSS, type IWhiteList } from "xss";
import { isSameSitePath } from "./same-site-path";

// Rich text from the content service is written by editors, but a remote Strapi is outside our control:
// only formatting tags, safe links and images survive.
const allowed: IWhiteList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SCHEMES = new Set(["http:", "https:"]);
const EXTERNAL_REL = 'rel="noopener noreferrer"';

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
  onTagAttr(tag, name, value) {
    const isLink = tag === "a" && name === "href";
    if (!isLink && !(tag === "img" && name === "src")) return undefined;
    const url = decodeEntities(value);
    const attribute = `${name}="${encodeAttribute(url)}"`;
    if (isSameSitePath(url)) return attribute;
    const scheme = schemeOf(url);
    if (!scheme || !(isLink ? LINK_SCHEMES : IMAGE_SCHEMES).has(scheme)) return "";
    // The one place an attribute is added: external links get no handle on this window and no referrer.
    return isLink && IMAGE_SCHEMES.has(scheme) ? `${attribute} ${EXTERNAL_REL}` : attribute;
  },
});

/** The scheme a browser would read (it drops tabs, newlines and leading spaces); null for relative URLs. */
function schemeOf(url: string): string | null {
  try {
    return new URL(url).protocol;
  } catch {
    return null;
  }
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * Character references in an attribute value, decoded as a browser would, so `/&#92;evil` is judged as the
 * `/\evil` it becomes. Anything not decoded here is emitted with its `&` escaped, so the browser reads exactly
 * the text that was checked.
 */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));?/gi, (match, dec: string, hex: string, named: string) => {
    if (named) return NAMED[named.toLowerCase()] ?? match;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** HTML that is safe to render with dangerouslySetInnerHTML; empty input gives an empty string. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return filter.process(html).trim();
}

/** Whether rich text has anything a reader would see (a note shows only when it has some). */
export function hasVisibleText(html: string | null | undefined): boolean {
  if (!html) return false;
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
}
