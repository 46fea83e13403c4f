import type { Shape } from "../shape";
import booths from "./booths.en";
import type { MailTexts } from "./mails.th";

const mails: Shape<MailTexts> = {
  greeting: "Hello {{name}},",
  account: {
    confirmation: {
      subject: "Confirm your email address",
      lead: "Thank you for signing up. Please confirm your email address by opening this link:",
      ignore: "If you did not create an account, you can ignore this email.",
    },
    resetPassword: {
      subject: "Reset your password",
      lead: "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
      ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
    },
  },
  newsletter: {
    subject: "Welcome to the ExpoLink newsletter",
    text: "Hello,\n\nThank you for signing up to the ExpoLink newsletter with {{email}}. Twice a month we will send you the trade shows taking booth bookings and the MICE industry news.\n\nThe ExpoLink team",
  },
  unsubscribe: {
    text: "Don't want these emails? Unsubscribe here:",
    link: "Unsubscribe from these emails",
  },
  quotations: {
    inbox: "Read and answer it in your inbox:",
    received: {
      subject: "New quotation request {{ref}}: {{event}}",
      asked: "{{from}} has asked {{listing}} for a quotation ({{ref}}) for \"{{event}}\".",
      why: "You receive this because your account runs this listing on ExpoLink.",
    },
    reminder: {
      subject: "Reminder: quotation request {{ref}} is waiting for you: {{event}}",
      asked: "{{from}} asked {{listing}} for a quotation ({{ref}}) for \"{{event}}\" two working days ago, and nobody has opened it yet.",
      once: "This is the only reminder we send about this request.",
    },
    answered: {
      subject: "{{listing}} answered your quotation request {{ref}}",
      lead: "{{listing}} answered your request for \"{{event}}\":",
      all: "See all your requests and their status:",
    },
    dear: "Dear {{listing}},",
    contact: {
      subject: "Quotation request {{ref}} via ExpoLink: {{event}}",
      asked: "{{from}} has asked {{listing}} for a quotation ({{ref}}) through ExpoLink, for \"{{event}}\".",
      link: "Read and answer it through this link, no account needed (it works for {{days}} days, for this request only):",
      published: "We sent this to the address {{listing}} publishes as its contact on ExpoLink.",
      forwarded: "The ExpoLink team forwarded this to you as the contact for {{listing}}.",
      claim: "If you run this company, ask to manage its listing under \"Is this your company?\" at the foot of its page, and future requests will reach your company's inbox directly:",
    },
    contactReminder: {
      subject: "Reminder: quotation request {{ref}} is waiting: {{event}}",
      asked: "{{from}} asked {{listing}} for a quotation ({{ref}}) through ExpoLink for \"{{event}}\" two working days ago, and nobody has opened it yet.",
      link: "Read and answer it through this link, no account needed (it works for {{days}} days from the request):",
    },
  },
  listingChanges: {
    approved: {
      subject: "Your changes to {{listing}} are live ({{ref}})",
      lead: "Our site team approved change {{ref}}: the page of {{listing}} shows it now.",
    },
    declined: {
      subject: "Your changes to {{listing}} were not approved ({{ref}})",
      lead: "Our site team could not approve change {{ref}} to {{listing}}. The reason:",
      again: "The public page keeps the published details. You can edit and send again here:",
    },
    showApproved: {
      subject: "{{show}} is on ExpoLink ({{ref}})",
      lead: "Our site team approved {{show}} (reference {{ref}}): it is on the show lists with the booth types you take bookings for. Find it from your listings:",
    },
    showDeclined: {
      subject: "{{show}} was not approved ({{ref}})",
      lead: "Our site team could not approve {{show}} (reference {{ref}}). The reason:",
      again: "You can correct it and send the show again here:",
    },
  },
  claims: {
    approved: {
      subject: "You now manage {{listing}} on ExpoLink ({{ref}})",
      lead: "We have approved your request {{ref}}: your account now runs {{listing}}. Quotation requests to it reach your inbox:",
    },
    declined: {
      subject: "Your request to manage {{listing}} ({{ref}})",
      lead: "We could not approve your request {{ref}} to manage {{listing}}. The reason:",
      reply: "You are welcome to reply to this mail or to send a new request from the listing's page.",
    },
  },
  bookings: {
    statuses: booths.leads.statuses,
    theOrganizer: "The organizer",
    theShowsOrganizer: "The show's organizer",
    booking: "{{count}} × {{type}} at {{show}} ({{ref}})",
    boothNumbers: "booths {{numbers}} at {{show}} ({{ref}})",
    wouldBook: "{{who}} would like to book {{booking}}.",
    details: {
      company: "Company",
      contact: "Contact",
      email: "Email",
      phone: "Phone",
      products: "Products",
      message: "Message",
    },
    reply: "Reply to this mail to reach the exhibitor.",
    owner: {
      subject: "New booth booking {{ref}}: {{show}}",
      leads: "Set its status and a note for the exhibitor on your leads page; the exhibitor gets a mail each time you change the status:",
      why: "You receive this because your account runs {{organizer}} on ExpoLink.",
    },
    contact: {
      subject: "New booth booking: {{show}}",
      claim: "To follow bookings on ExpoLink, sign in and press “Is this your company?” on your listing:",
      why: "You receive this because this address is the contact of {{organizer}} on ExpoLink.",
    },
    team: {
      subject: "Forward to the organizer: {{show}}",
      why: "Nobody runs {{organizer}} on ExpoLink and it publishes no contact address, so the booking came to you: please forward it to the organizer.",
      whyNoOrganizer: "The show names no organizer on ExpoLink, so the booking came to you: please forward it to the organizer.",
      organizerPage: "The organizer's page, where they can ask to manage the listing:",
    },
    confirmation: {
      subject: "Booth booking {{ref}} received: {{show}}",
      received: "We've received your booking of {{booking}}.",
      owners: "We've sent it to {{organizer}}, who will contact you to confirm the booth location and payment.",
      contact: "We've sent it to the contact address of {{organizer}}.",
      team: "{{organizer}} has no contact address on ExpoLink yet, so we've sent it to our team, who will forward it to the organizer.",
      follow: "You'll get a mail each time the organizer changes its status. Follow your bookings here:",
    },
    status: {
      subject: "Your booth booking {{ref}} is now “{{status}}”",
      moved: "{{organizer}} changed the status of your booking of {{booking}} to “{{status}}”.",
      note: "The organizer's note:",
      follow: "Follow your bookings here:",
    },
    decision: {
      confirmed: {
        subject: "Booths {{numbers}} are confirmed ({{ref}})",
        text: "{{organizer}} confirmed your booking of {{booking}}. These booths are yours on the floor plan.",
      },
      declined: {
        subject: "The organizer declined booths {{numbers}} ({{ref}})",
        text: "{{organizer}} could not accept your booking of {{booking}}. The booths are free again on the floor plan; you can pick others on the show's page.",
      },
    },
  },
  shows: {
    dates: "Dates",
    venue: "Venue",
    map: "Map",
    details: "Details",
    reminder: {
      tomorrow: "tomorrow",
      inDays: "in {{days}} days",
      subject: "Reminder: {{show}} opens {{when}} ({{dates}})",
      opens: "{{show}}, which you saved on ExpoLink, opens {{when}}.",
      calendar: "The attached calendar file (.ics) adds it to your calendar.",
      why: "You get this reminder because you saved this show. Your saved items: {{link}}",
    },
    digest: {
      subject_one: "New on ExpoLink this week: {{count}} show in what you follow",
      subject_other: "New on ExpoLink this week: {{count}} shows and events in what you follow",
      lead: "These shows and events were listed this week in the industries, organizers and venues you follow:",
      why: "You get this weekly digest because you follow industries, organizers or venues on ExpoLink. Change what you follow: {{link}}",
    },
  },
};

export default mails;
