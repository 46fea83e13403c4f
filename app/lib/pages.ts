/**
 * Every page of the site, once: key, path, route module, layout and indexing. `app/routes.ts` builds the route
 * table for both locales from this list; links, redirects and the sitemap spell paths through `pagePath`
 * (app/lib/paths.ts), so a renamed path is one edit here and a misspelled key is a type error.
 * Paths are the published ones, odd spellings included (`/Job-details`, `/package_backup`): renaming one
 * breaks the links people have.
 */
export interface PageDef {
  /** Stable key: route id suffix, i18n key under `pages.` and the name `pagePath` takes. */
  key: string;
  /** Unprefixed path; `:id` marks a validated id parameter, `/*` the catch-all. */
  path: string;
  /** Route module under app/routes/. */
  file: string;
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
  file: string,
  layout = true,
  indexable = true,
  parent?: Parent,
) => ({ key, path, file, layout, indexable, parent: parent as Parent });

export const pages = [
  page("home", "/", "home.tsx"),
  page("login", "/login", "login.tsx", false, false),
  page("register", "/register", "register.tsx", false, false),
  page("registerVerified", "/register-verified", "register-verified.tsx", true, false),
  page("registerCompleted", "/register-completed", "register-completed.tsx", true, false),
  page("forgotPassword", "/forgotpassword", "forgot-password.tsx", false, false),
  page("forgotPasswordCompleted", "/forgotpassword-completed", "forgot-password-completed.tsx", false, false),
  page("resetPassword", "/reset-password", "reset-password.tsx", false, false),
  page("resetPasswordCompleted", "/reset-password-completed", "reset-password-completed.tsx", false, false),
  page("password", "/password", "password.tsx", true, false),
  page("profile", "/profile", "profile.tsx", true, false),
  page("bookmark", "/bookmark", "bookmark.tsx", true, false),
  // The page an unsubscribe link in a newsletter, reminder or digest opens (no sign-in needed).
  page("unsubscribe", "/unsubscribe", "unsubscribe.tsx", true, false),
  page("verifiedAccount", "/verified-account", "verified-account.tsx", true, false),
  page("noPermission", "/no-permission", "no-permission.tsx", false, false),
  // Sign-out: the header's member menu POSTs here; a GET goes home.
  page("logout", "/logout", "logout.tsx", false, false),
  // Local builds only: the mail the local mailer kept (404 elsewhere, see app/features/account/dev-mailbox.server.ts).
  page("devMailbox", "/dev/mailbox", "dev-mailbox.tsx", true, false),
  page("error", "/error", "error.tsx", false, false),
  page("aboutUs", "/aboutus", "about-us.tsx"),
  page("contact", "/contact", "contact.tsx"),
  page("package", "/package", "package.tsx"),
  // The old site's "backup variant" of /package. Its path stays for the links people have; what it shows is the
  // comparison table of every package (a second view of /package, so not indexed).
  page("packageComparison", "/package_backup", "package-comparison.tsx", true, false),
  page("cookiePolicy", "/cookie-policy", "cookie-policy.tsx"),
  page("privacyPolicy", "/privacy-policy", "privacy-policy.tsx"),
  page("jobsList", "/jobs-lists", "jobs-list.tsx"),
  page("jobDetails", "/Job-details/:id", "job-details.tsx"),
  page("newsList", "/news-lists", "news-list.tsx"),
  page("newsDetails", "/news-details/:id", "news-details.tsx"),
  page("articleList", "/article-lists", "article-list.tsx"),
  page("articleTopic", "/article-topic/:id", "article-topic.tsx"),
  page("galleryList", "/photo-gallery-lists", "gallery-list.tsx"),
  page("galleryDetails", "/photo-gallery-details/:id", "gallery-details.tsx"),
  page("thaiEventList", "/thai-event-lists", "thai-event-list.tsx"),
  page("thaiEventDetails", "/thai-event-details/:id", "thai-event-details.tsx"),
  page("thaiTradeShowList", "/thai-trade-show-lists", "thai-trade-show-list.tsx"),
  page("thaiTradeShowDetails", "/thai-trade-show-details/:id", "thai-trade-show-details.tsx"),
  page("intlTradeShowList", "/international-trade-show-lists", "international-trade-show-list.tsx"),
  page("intlTradeShowDetails", "/international-trade-show-details/:id", "international-trade-show-details.tsx"),
  page("venueList", "/venue-show-lists", "venue-list.tsx"),
  page("venueDetails", "/venue-show-details/:id", "venue-details.tsx"),
  page("organizerList", "/organizer-show-lists", "organizer-list.tsx"),
  page("organizerDetails", "/organizer-show-details/:id", "organizer-details.tsx"),
  page("contractorList", "/contractor-show-lists", "contractor-list.tsx"),
  page("contractorDetails", "/contractor-show-details/:id", "contractor-details.tsx"),
  page("boothReservationList", "/booth-reservation-lists", "booth-reservation-list.tsx"),
  page("boothReservationDetails", "/booth-reservation-details", "booth-reservation-details.tsx", true, false),
  page("boothReservationProfile", "/booth-reservation-profile", "booth-reservation-profile.tsx", true, false),
  page("boothReservationCompleted", "/booth-reservation-completed", "booth-reservation-completed.tsx", true, false),
  page("myQuotation", "/my-quotation", "my-quotation.tsx", true, false),
  page("myLeads", "/my-leads-from", "my-leads.tsx", true, false),
  page("quotationVenue", "/quotation-venue", "quotation-venue.tsx", true, false),
  page("quotationOrganizer", "/quotation-organizer", "quotation-organizer.tsx", true, false),
  page("quotationContractor", "/quotation-contractor", "quotation-contractor.tsx", true, false),
  page("quotationCompleted", "/quotation-completed", "quotation-completed.tsx", true, false),
  // A company without an account reads and answers one request through the signed link it was mailed.
  page("quotationReply", "/quotation-reply", "quotation-reply.tsx", true, false),
  page("quotationProfile", "/quotation-profile", "quotation-profile.tsx", true, false),
  page("quotationProfileIndex", "/quotation-profile", "quotation-profile._index.tsx", true, false, "quotationProfile"),
  page("quotationProfileVenue", "/quotation-profile/venue", "quotation-profile.venue.tsx", true, false, "quotationProfile"),
  page("quotationProfileOrganizer", "/quotation-profile/Organizer", "quotation-profile.organizer.tsx", true, false, "quotationProfile"),
  page("quotationProfileContractor", "/quotation-profile/contractor", "quotation-profile.contractor.tsx", true, false, "quotationProfile"),
  page("quotationProfileLeads", "/quotation-profile/leadsFromReservation", "quotation-profile.leads.tsx", true, false, "quotationProfile"),
  page("newsletter", "/newsletter", "newsletter.tsx", true, false),
  page("search", "/search", "search.tsx", true, false),
  page("notFound", "/*", "not-found.tsx", true, false),
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
