/**
 * Every page of the site, once: key, path, layout and indexing. `app/routes.ts` builds the route table for both
 * locales from this list (route modules: app/lib/page-files.ts, kept out of the browser's code); links, redirects and the sitemap spell paths through `pagePath`
 * (app/lib/paths.ts), so a renamed path is one edit here and a misspelled key is a type error.
 * Paths are the published ones, odd spellings included (`/Job-details`, `/package_backup`): renaming one
 * breaks the links people have.
 */
export interface PageDef {
  /** Stable key: route id suffix, i18n key under `pages.` and the name `pagePath` takes. */
  key: string;
  /** Unprefixed path; `:id` marks a validated id parameter, `/*` the catch-all. */
  path: string;
  /** false for the pages drawn without the site header and footer (sign-in, registration, password flows). */
  layout: boolean;
  /** Pages a search engine should list. */
  indexable: boolean;
  /** The page this one renders inside (its path starts with the parent's; an index child shares it). */
  parent?: string;
}

const page = <const K extends string, const P extends string, const Parent extends string | undefined = undefined>(
  key: K,
  path: P,
  layout = true,
  indexable = true,
  parent?: Parent,
) => ({ key, path, layout, indexable, parent: parent as Parent });

export const pages = [
  page("home", "/"),
  page("login", "/login", false, false),
  page("register", "/register", false, false),
  page("registerVerified", "/register-verified", true, false),
  page("registerCompleted", "/register-completed", true, false),
  page("forgotPassword", "/forgotpassword", false, false),
  page("forgotPasswordCompleted", "/forgotpassword-completed", false, false),
  page("resetPassword", "/reset-password", false, false),
  page("resetPasswordCompleted", "/reset-password-completed", false, false),
  page("password", "/password", true, false),
  page("profile", "/profile", true, false),
  page("bookmark", "/bookmark", true, false),
  // The page an unsubscribe link in a newsletter, reminder or digest opens (no sign-in needed).
  page("unsubscribe", "/unsubscribe", true, false),
  page("verifiedAccount", "/verified-account", true, false),
  page("noPermission", "/no-permission", false, false),
  // Sign-out: the header's member menu POSTs here; a GET goes home.
  page("logout", "/logout", false, false),
  // Local builds only: the mail the local mailer kept (404 elsewhere, see app/features/account/dev-mailbox.server.ts).
  page("devMailbox", "/dev/mailbox", true, false),
  page("error", "/error", false, false),
  page("aboutUs", "/aboutus"),
  page("contact", "/contact"),
  page("package", "/package"),
  // The old site's "backup variant" of /package. Its path stays for the links people have; what it shows is the
  // comparison table of every package (a second view of /package, so not indexed).
  page("packageComparison", "/package_backup", true, false),
  page("cookiePolicy", "/cookie-policy"),
  page("privacyPolicy", "/privacy-policy"),
  page("jobsList", "/jobs-lists"),
  page("jobDetails", "/Job-details/:id"),
  page("newsList", "/news-lists"),
  page("newsDetails", "/news-details/:id"),
  page("articleList", "/article-lists"),
  page("articleTopic", "/article-topic/:id"),
  page("galleryList", "/photo-gallery-lists"),
  page("galleryDetails", "/photo-gallery-details/:id"),
  page("thaiEventList", "/thai-event-lists"),
  page("thaiEventDetails", "/thai-event-details/:id"),
  page("thaiTradeShowList", "/thai-trade-show-lists"),
  page("thaiTradeShowDetails", "/thai-trade-show-details/:id"),
  page("intlTradeShowList", "/international-trade-show-lists"),
  page("intlTradeShowDetails", "/international-trade-show-details/:id"),
  page("venueList", "/venue-show-lists"),
  page("venueDetails", "/venue-show-details/:id"),
  page("organizerList", "/organizer-show-lists"),
  page("organizerDetails", "/organizer-show-details/:id"),
  page("contractorList", "/contractor-show-lists"),
  page("contractorDetails", "/contractor-show-details/:id"),
  page("boothReservationList", "/booth-reservation-lists"),
  page("boothReservationDetails", "/booth-reservation-details", true, false),
  page("boothReservationProfile", "/booth-reservation-profile", true, false),
  page("boothReservationCompleted", "/booth-reservation-completed", true, false),
  page("myQuotation", "/my-quotation", true, false),
  page("myLeads", "/my-leads-from", true, false),
  page("quotationVenue", "/quotation-venue", true, false),
  page("quotationOrganizer", "/quotation-organizer", true, false),
  page("quotationContractor", "/quotation-contractor", true, false),
  page("quotationCompleted", "/quotation-completed", true, false),
  // A company without an account reads and answers one request through the signed link it was mailed.
  page("quotationReply", "/quotation-reply", true, false),
  page("quotationProfile", "/quotation-profile", true, false),
  page("quotationProfileIndex", "/quotation-profile", true, false, "quotationProfile"),
  page("quotationProfileVenue", "/quotation-profile/venue", true, false, "quotationProfile"),
  page("quotationProfileOrganizer", "/quotation-profile/Organizer", true, false, "quotationProfile"),
  page("quotationProfileContractor", "/quotation-profile/contractor", true, false, "quotationProfile"),
  page("quotationProfileLeads", "/quotation-profile/leadsFromReservation", true, false, "quotationProfile"),
  // A company's own listings (docs/decisions/060); their editors are routed in app/lib/listing-edit-paths.ts.
  page("myListings", "/quotation-profile/listings", true, false),
  // An organizer's new show with its booth types, for the site team's review (docs/decisions/061).
  page("showNew", "/quotation-profile/shows/new", true, false),
  page("newsletter", "/newsletter", true, false),
  page("search", "/search", true, false),
  page("notFound", "/*", true, false),
] as const satisfies readonly PageDef[];

export type PageKey = (typeof pages)[number]["key"];
type PageOf<K extends PageKey> = Extract<(typeof pages)[number], { key: K }>;
export type PathOf<K extends PageKey> = PageOf<K>["path"];

export function pageDef(key: PageKey): PageDef {
  const def = pages.find((p) => p.key === key);
  if (!def) throw new Error(`no page ${key}`);
  return def;
}

/** The tabs of /quotation-profile, in their order. */
export const quotationProfileTabs = pages.filter(
  (p): p is Extract<(typeof pages)[number], { parent: "quotationProfile" }> => p.parent === "quotationProfile" && p.path !== "/quotation-profile",
);

/** Not pages a visitor opens: the catch-all, the sign-out endpoint and the local mailbox (a development tool). */
const NOT_VISITED = new Set<string>(["notFound", "logout", "devMailbox"]);

/** Every path a visitor can open (one per page: index children share their parent's), with `:id` left in place. */
export const allPagePaths: readonly string[] = [...new Set(pages.filter((p) => !NOT_VISITED.has(p.key)).map((p) => p.path))];
