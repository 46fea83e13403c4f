import { absoluteUrl } from "~/lib/seo";
import { localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { pagePath } from "~/lib/paths";

/** A site pop-up from `api/popups` as the loader reads it. */
export interface SitePopupWindow {
  active?: boolean | null;
  starts_at?: string | null;
  ends_at?: string | null;
}

/**
 * Pop-ups that are switched on and inside their window. The loader asks for all active ones and checks the
 * dates here, so the cached query does not change every second.
 */
export function isPopupLive(popup: SitePopupWindow, now: Date): boolean {
  if (popup.active === false) return false;
  const time = now.getTime();
  if (popup.starts_at && Date.parse(popup.starts_at) > time) return false;
  if (popup.ends_at && Date.parse(popup.ends_at) < time) return false;
  return true;
}

/** Who a site pop-up is for (`audience`): a company offer should not greet a visitor, nor the reverse. */
export type PopupReader = "visitor" | "company";

/**
 * Whether a pop-up is for this reader: `everyone` (or no audience, as older content has) for all, `visitors` for
 * anyone not signed in as a company member, `companies` for signed-in venue, organizer and contractor members.
 * An audience this code does not know is shown to nobody.
 */
export function popupIsFor(audience: string | null | undefined, reader: PopupReader): boolean {
  if (audience == null || audience === "everyone") return true;
  return (audience === "visitors" && reader === "visitor") || (audience === "companies" && reader === "company");
}

/** localStorage key remembering that a site pop-up has been shown (once per pop-up id). */
export function popupSeenKey(id: number): string {
  return `expolink:popup-seen:${id}`;
}

/** WebSite JSON-LD with the sitelinks search box pointing at the Thai trade show search. */
export function websiteJsonLd(input: { siteUrl: string; locale: Locale; name: string; description: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.siteUrl, localizePath(pagePath("home"), input.locale)),
    inLanguage: input.locale === "th" ? "th-TH" : "en-US",
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(input.siteUrl, localizePath(pagePath("search"), input.locale))}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
