import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";

// Query parameters that lead to other content; filters and sorts only re-order what is already reachable.
const KEPT_PARAMS = new Set(["c", "article", "page", "when", "show"]);
const DETAIL = /^\/(?:en\/)?(thai-trade-show-details|international-trade-show-details|thai-event-details|venue-show-details|organizer-show-details|contractor-show-details|news-details|photo-gallery-details|Job-details|article-topic)\//;

beforeAll(seedContent);

function normalise(href: string, from: URL): string | null {
  const url = new URL(href.replaceAll("&amp;", "&"), from);
  if (url.origin !== from.origin || url.pathname.startsWith("/api/") || /\.\w+$/.test(url.pathname)) return null;
  const kept = [...url.searchParams].filter(([key]) => KEPT_PARAMS.has(key)).sort();
  const search = new URLSearchParams(kept).toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * Thai text on an English page outside an element marked lang="th" (a Thai-only record is marked so): an
 * untranslated string. The baht sign is shared by both languages.
 */
async function thaiOutsideLangTh(html: string): Promise<string[]> {
  const found: string[] = [];
  const stack: boolean[] = [];
  let skip = 0;
  await new HTMLRewriter()
    .on("body *", {
      element(element) {
        const ignored = element.tagName === "script" || element.tagName === "style";
        const lang = element.getAttribute("lang");
        if (!ignored && lang === null) return;
        if (ignored) skip++;
        else stack.push(lang === "th");
        element.onEndTag(() => {
          if (ignored) skip--;
          else stack.pop();
        });
      },
      text(chunk) {
        if (skip > 0 || stack.includes(true)) return;
        if (/[\u0E01-\u0E3E\u0E40-\u0E5B]/.test(chunk.text)) found.push(chunk.text.trim());
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

async function crawl(start: string) {
  const seen = new Set<string>([start]);
  const queue = [start];
  const broken: string[] = [];
  const untranslated: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, Cookie: "i18n_redirected=th; cookie_consent=necessary" } }));
    if (response.status >= 300 && response.status < 400) {
      const next = normalise(response.headers.get("Location") ?? "", new URL(`http://example.com${path}`));
      if (next && !seen.has(next)) seen.add(next), queue.push(next);
      continue;
    }
    if (response.status !== 200) {
      broken.push(`${response.status} ${path}`);
      continue;
    }
    const html = await response.text();
    if (path.startsWith("/en")) untranslated.push(...(await thaiOutsideLangTh(html)).map((text) => `${path}: ${text}`));
    for (const [, href] of html.matchAll(/<a[^>]+href="([^"#]+)/g)) {
      const next = href ? normalise(href, new URL(`http://example.com${path}`)) : null;
      if (next && !seen.has(next)) seen.add(next), queue.push(next);
    }
  }
  return { seen, broken, untranslated };
}

describe("every seeded record is reachable from the home page, in both languages, with no dead link and no untranslated text", () => {
  it("crawls from / (English through the language switcher)", { timeout: 180_000 }, async () => {
    const { seen, broken, untranslated } = await crawl("/");
    expect(broken).toEqual([]);
    expect(untranslated).toEqual([]);
    const details = [...seen].filter((path) => DETAIL.test(path));
    const count = (prefix: string, en: boolean) =>
      new Set(details.filter((p) => p.startsWith(`${en ? "/en" : ""}/${prefix}/`)).map((p) => p.split("?")[0])).size;
    for (const en of [false, true]) {
      expect(count("thai-trade-show-details", en) + count("international-trade-show-details", en)).toBe(seedData["trade-shows"]?.length);
      expect(count("thai-event-details", en)).toBe(seedData["thai-events"]?.length);
      expect(count("venue-show-details", en)).toBe(seedData.venues?.length);
      expect(count("organizer-show-details", en)).toBe(seedData.organizers?.length);
      expect(count("contractor-show-details", en)).toBe(seedData.contractors?.length);
      expect(count("photo-gallery-details", en)).toBe(seedData["photo-galleries"]?.length);
      expect(count("Job-details", en)).toBe(seedData.jobs?.length);
      const news = new Set(details.filter((p) => p.startsWith(`${en ? "/en" : ""}/news-details/`)).map((p) => new URL(p, "http://x").searchParams.get("c")));
      expect(news.size).toBe(seedData.news?.length);
      const articles = new Set(details.filter((p) => p.startsWith(`${en ? "/en" : ""}/article-topic/`)).map((p) => new URL(p, "http://x").searchParams.get("article")).filter(Boolean));
      expect(articles.size).toBe(seedData.articles?.length);
    }
  });
});
