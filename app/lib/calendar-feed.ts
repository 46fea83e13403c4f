// Where the calendar feeds live and how calendar apps subscribe to them; the files are written by ./ics.ts.

/** The unprefixed path of an industry's public feed (`/en` in front for the English one). */
export const industryFeedPath = (industry: string): string => `/calendar/${industry}.ics`;

/** A feed's URL as calendar apps subscribe to it: `webcal:` opens the system's calendar app. */
export const webcalUrl = (feedUrl: string): string => feedUrl.replace(/^https?:/, "webcal:");

/** Google Calendar's "add by URL" page for a feed. */
export const googleCalendarUrl = (feedUrl: string): string =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
