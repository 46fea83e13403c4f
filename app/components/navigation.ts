import { pagePath } from "~/lib/paths";
import type { TextKey } from "~/i18n/translator";
/** The header's content areas, grouped the way visitors of event directories look for them. */
export interface NavLink {
  label: TextKey;
  path: string;
}
export interface NavGroup {
  label: TextKey;
  links: readonly NavLink[];
}

export const navGroups: readonly NavGroup[] = [
  {
    label: "nav.tradeShows",
    links: [
      { label: "nav.thaiTradeShows", path: pagePath("thaiTradeShowList") },
      { label: "nav.internationalTradeShows", path: pagePath("intlTradeShowList") },
      { label: "nav.thaiEvents", path: pagePath("thaiEventList") },
      { label: "nav.boothReservation", path: pagePath("boothReservationList") },
    ],
  },
  {
    label: "nav.directory",
    links: [
      { label: "nav.venues", path: pagePath("venueList") },
      { label: "nav.organizers", path: pagePath("organizerList") },
      { label: "nav.contractors", path: pagePath("contractorList") },
    ],
  },
  {
    label: "nav.media",
    links: [
      { label: "nav.news", path: pagePath("newsList") },
      { label: "nav.articles", path: pagePath("articleList") },
      { label: "nav.galleries", path: pagePath("galleryList") },
    ],
  },
];

export const navLinks: readonly NavLink[] = [
  { label: "nav.jobs", path: pagePath("jobsList") },
  { label: "nav.packages", path: pagePath("package") },
];

export const policyLinks: readonly NavLink[] = [
  { label: "pages.cookiePolicy.title", path: pagePath("cookiePolicy") },
  { label: "pages.privacyPolicy.title", path: pagePath("privacyPolicy") },
];

export const companyLinks: readonly NavLink[] = [
  { label: "pages.aboutUs.title", path: pagePath("aboutUs") },
  { label: "pages.contact.title", path: pagePath("contact") },
  { label: "nav.packages", path: pagePath("package") },
  { label: "nav.jobs", path: pagePath("jobsList") },
];
