import type { Shape } from "../shape";
import type th from "./packages.th";

const packages: Shape<typeof th> = {
  filterLabel: "Show packages for",
  all: "Everyone",
  audience: {
    exhibitor: "Exhibitors",
    organizer: "Organizers",
    venue: "Venues",
    contractor: "Booth contractors",
  },
  audienceLead: {
    exhibitor: "Book booths and ask venues and contractors for quotations, free.",
    organizer: "Bring more exhibitors and visitors to your show with home page and newsletter exposure.",
    venue: "Show your halls, floor space and facilities to organizers who are looking for a venue.",
    contractor: "Receive booth design and build requests straight from exhibitors.",
  },
  period: {
    month: "per month",
    year: "per year",
    event: "per event",
  },
  joinFree: "Join for free",
  free: "Free",
  vatNote: "All prices are in Thai baht and exclude 7% VAT. Cancel or change your package at the end of any billing period.",
  recommended: "Most popular",
  includes: "What you get",
  interested: "I'm interested",
  selected: "You're asking about this package",
  compareLink: "Compare every package side by side",
  empty: "There are no packages for this group yet",
  emptyHint: "Talk to our team and we'll put together a package that fits your business.",
  help: {
    title: "Not sure which package fits?",
    text: "Tell us what you want to achieve and we'll recommend a package, or build one around your budget.",
    cta: "Talk to our team",
  },
  inquiry: {
    title: "Ask about {{name}}",
    lead: "Fill in the form and our team will reply by email with a quotation.",
    package: "Package",
    contactName: "Your full name",
    companyName: "Company name",
    email: "Email for our reply",
    phone: "Phone number",
    message: "Anything else we should know",
    messageHelp: "For example the show you plan to exhibit at, when you'd like to start, or questions about the benefits.",
    submit: "Request a quotation",
    close: "Close the form",
    packageRequired: "Please choose a package.",
    companyRequired: "Please enter your company name.",
    doneTitle: "We've received your request",
    doneText: "Thank you, {{name}}. Our team will send the details of {{package}} to {{email}}.",
    back: "Back to all packages",
  },
  compare: {
    lead: "The benefits of every package, grouped by type of business.",
    caption: "Packages for {{audience}}",
    feature: "Benefit",
    price: "Price",
    included: "Included",
    notIncluded: "Not included",
    back: "Back to the package cards",
    scrollHint: "Scroll the table sideways to see every package.",
  },
};

export default packages;
