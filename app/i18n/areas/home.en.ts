import type { Shape } from "../shape";
import type th from "./home.th";

const home: Shape<typeof th> = {
  hero: {
    eyebrow: "Trade show calendar and MICE business directory",
    searchLabel: "Search the whole site",
    searchPlaceholder: "Show, venue or company",
    searchSubmit: "Search",
    quickLabel: "Start with",
  },
  banners: {
    label: "Featured announcements",
    slide: "{{current}} of {{total}}",
    previous: "Previous announcement",
    next: "Next announcement",
    pause: "Stop auto-play",
    play: "Start auto-play",
    goTo: "Go to announcement {{index}}",
    readMore: "Find out more",
    show: "{{days}}.",
    showWithDeadline: "{{days}}; booth bookings until {{deadline}}.",
  },
  shows: {
    title: "Upcoming trade shows",
    lead: "Featured shows first, then the soonest to open.",
    viewAll: "See all trade shows",
    empty: "No upcoming trade shows right now. Past shows are on the list page.",
  },
  events: {
    title: "Events in Thailand coming up",
    lead: "Festivals, fairs and things to see across the country.",
    viewAll: "See all events",
  },
  card: {
    venue: "Venue",
    organizer: "Organizer",
  },
  directories: {
    title: "Everything you need to exhibit",
    lead: "Pick a directory: every one can be searched and filtered.",
    thaiTradeShows: "The calendar of shows held in Thailand",
    internationalTradeShows: "Shows abroad that Thai exhibitors attend",
    thaiEvents: "Festivals, markets and fairs nationwide",
    boothReservation: "Shows taking booth bookings through ExpoLink",
    venues: "Convention centres, halls and event spaces",
    organizers: "Trade show and event organizers",
    contractors: "Stand design and build, lighting and sound",
    news: "What is moving in the MICE industry",
    articles: "Exhibitor guides and stand selling tips",
    galleries: "Photos from past shows",
    jobs: "Jobs in the events business",
    packages: "List your business and advertise",
  },
  contacts: {
    title: "Who to contact",
    lead: "Phone numbers, email and addresses without leaving this page.",
    venues: "Venues",
    organizers: "Organizers",
    contractors: "Stand contractors",
    all: "See all",
  },
  news: {
    title: "Latest news",
    viewAll: "See all news",
    related: "Related news",
    openRelated: "See all related news",
    place: "Venue: {{place}}",
  },
  clients: {
    title: "Businesses that work with ExpoLink",
  },
  popup: {
    venue: "Venue",
    organizer: "Organizer",
    contractor: "Stand contractor",
    company: "Company contact",
    loading: "Loading details…",
    contact: "Contact",
    notFound: "“{{name}}” is not in the directory yet.",
    failed: "The details could not be loaded. Please try again.",
    profile: "See the full profile",
    search: "Search the directory",
    location: "Location",
    map: "{{address}} (on Google Maps, opens in a new tab)",
    newsEmpty: "No related news yet.",
    // No place name here: news stores it as the venue's Thai name.
    newsPlace: "See venue details",
    newsPages: "Related news pages",
  },
  sitePopup: {
    label: "Announcement from ExpoLink",
  },
};

export default home;
