import type { InfoDocument } from "../document";

const about: InfoDocument = {
  updated: "2026-11-20",
  intro: [
    "ExpoLink is the directory and marketplace of Thailand's trade show and event industry. We bring the calendar of trade shows in Thailand and abroad together with events, venues, organizers and booth contractors in one place, in Thai and English, so everyone in the MICE business can find each other and start working together sooner.",
  ],
  sections: [
    {
      id: "who",
      title: "Who we serve",
      paragraphs: [],
      cards: [
        { title: "Exhibitors", text: "Pick the shows that reach your customers, check dates, venues and booth prices, then reserve a booth or ask for a booth design quotation straight away." },
        { title: "Buyers and visitors", text: "Find shows by industry, province and dates, add them to your calendar and plan your trip ahead." },
        { title: "Organizers", text: "Put your show in front of exhibitors and visitors, receive booth reservations, and find the right venue or contractor." },
        { title: "Venues", text: "Show your halls, floor space and facilities, and receive quotation requests directly from organizers." },
        { title: "Booth contractors", text: "Present your work and services, and receive design and build requests from exhibitors." },
      ],
    },
    {
      id: "listings",
      title: "Where our listings come from",
      paragraphs: [
        "Trade show and event listings come from organizers and official announcements. Our editors check dates, venues and contact details against the original source before publishing, and follow postponements and cancellations so the status stays current.",
        "Any business can have a basic directory listing for free. Paid packages help you get found more often, for example with featured placement or a spot on the home page, but they never change the accuracy of a listing, and paid placements are always clearly labelled.",
      ],
    },
    {
      id: "trust",
      title: "Trust and privacy",
      paragraphs: [],
      cards: [
        { title: "Verified data", text: "We check the identity and contact details of every business before its listing goes live, and anyone can report an error through our contact page." },
        { title: "Protected under the PDPA", text: "We collect only the personal data we need, use it only for the purposes we state, and never sell it. Our privacy policy has the details." },
        { title: "Requests go straight to the recipient", text: "Quotation requests and booth reservations reach the company you choose and are never passed on to others." },
        { title: "No third-party advertising cookies", text: "We don't track you across other websites." },
      ],
    },
  ],
};

export default about;
