/** The header's content areas, grouped the way visitors of event directories look for them. */
export interface NavLink {
  label: string;
  path: string;
}
export interface NavGroup {
  label: string;
  links: readonly NavLink[];
}

export const navGroups: readonly NavGroup[] = [
  {
    label: "nav.tradeShows",
    links: [
      { label: "nav.thaiTradeShows", path: "/thai-trade-show-lists" },
      { label: "nav.internationalTradeShows", path: "/international-trade-show-lists" },
      { label: "nav.thaiEvents", path: "/thai-event-lists" },
      { label: "nav.boothReservation", path: "/booth-reservation-lists" },
    ],
  },
  {
    label: "nav.directory",
    links: [
      { label: "nav.venues", path: "/venue-show-lists" },
      { label: "nav.organizers", path: "/organizer-show-lists" },
      { label: "nav.contractors", path: "/contractor-show-lists" },
    ],
  },
  {
    label: "nav.media",
    links: [
      { label: "nav.news", path: "/news-lists" },
      { label: "nav.articles", path: "/article-lists" },
      { label: "nav.galleries", path: "/photo-gallery-lists" },
    ],
  },
];

export const navLinks: readonly NavLink[] = [
  { label: "nav.jobs", path: "/jobs-lists" },
  { label: "nav.packages", path: "/package" },
];

export const policyLinks: readonly NavLink[] = [
  { label: "pages.cookiePolicy.title", path: "/cookie-policy" },
  { label: "pages.privacyPolicy.title", path: "/privacy-policy" },
];

export const companyLinks: readonly NavLink[] = [
  { label: "pages.aboutUs.title", path: "/aboutus" },
  { label: "pages.contact.title", path: "/contact" },
  { label: "nav.packages", path: "/package" },
  { label: "nav.jobs", path: "/jobs-lists" },
];
