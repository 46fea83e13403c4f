import { FilterXSS, type IWhiteList } from "xss";

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

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
  onTagAttr(tag, name, value) {
    if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
      const safe = /^(https?:|mailto:|tel:|\/(?!\/))/i.test(value.trim());
      return safe ? `${name}="${value.replace(/"/g, "&quot;")}"` : "";
    }
    return undefined;
  },
});

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
