import { SITE } from "./site";
import { dateTimeFormat } from "./intl-formats";
import type { PayUnit } from "../domain/jobs";
import type { AttendanceMode, ShowStatus } from "../domain/shows";

/** schema.org JSON-LD for the pages search engines show as rich results. */

const CONTEXT = "https://schema.org";

/** IANA zones of the countries shows take place in, for start/end times with the right UTC offset. */
const COUNTRY_ZONES: Record<string, string> = {
  Thailand: "Asia/Bangkok",
  China: "Asia/Shanghai",
  "Hong Kong": "Asia/Hong_Kong",
  Japan: "Asia/Tokyo",
  "South Korea": "Asia/Seoul",
  Singapore: "Asia/Singapore",
  Malaysia: "Asia/Kuala_Lumpur",
  Vietnam: "Asia/Ho_Chi_Minh",
  Indonesia: "Asia/Jakarta",
  India: "Asia/Kolkata",
  "United Arab Emirates": "Asia/Dubai",
  Germany: "Europe/Berlin",
  France: "Europe/Paris",
  Italy: "Europe/Rome",
  Spain: "Europe/Madrid",
  Netherlands: "Europe/Amsterdam",
  "United Kingdom": "Europe/London",
  "United States": "America/Los_Angeles",
  Australia: "Australia/Sydney",
};

/** "+07:00" for a zone on a date (handles daylight saving through Intl). */
export function utcOffset(date: string, timeZone: string): string {
  const name = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** A local date and time in a country as ISO 8601 with its offset: `2027-05-25T10:00:00+07:00`. */
export function localDateTime(date: string, time: string, country: string | null | undefined): string {
  const zone = COUNTRY_ZONES[country ?? "Thailand"] ?? "Asia/Bangkok";
  return `${date}T${time}:00${utcOffset(date, zone)}`;
}

export interface EventInput {
  name: string;
  description?: string;
  startDate: string;
  endDate: string;
  url: string;
  image?: string;
  country?: string | null;
  venueName?: string | null;
  address?: string | null;
  city?: string | null;
  organizerName?: string | null;
  organizerUrl?: string | null;
  status?: string | null;
  attendanceMode?: string | null;
  price?: { amount: number; currency: string; url: string } | null;
}

const EVENT_STATUS: Record<string, string> = {
  scheduled: "EventScheduled",
  postponed: "EventPostponed",
  cancelled: "EventCancelled",
  "moved-online": "EventMovedOnline",
} satisfies Record<ShowStatus, string>;
const ATTENDANCE: Record<string, string> = {
  offline: "OfflineEventAttendanceMode",
  online: "OnlineEventAttendanceMode",
  mixed: "MixedEventAttendanceMode",
} satisfies Record<AttendanceMode, string>;

export function eventJsonLd(input: EventInput) {
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: input.name,
    description: input.description,
    startDate: localDateTime(input.startDate, "10:00", input.country),
    endDate: localDateTime(input.endDate, "18:00", input.country),
    eventStatus: `${CONTEXT}/${EVENT_STATUS[input.status ?? "scheduled"] ?? "EventScheduled"}`,
    eventAttendanceMode: `${CONTEXT}/${ATTENDANCE[input.attendanceMode ?? "offline"] ?? "OfflineEventAttendanceMode"}`,
    url: input.url,
    image: input.image ? [input.image] : undefined,
    location: {
      "@type": "Place",
      name: input.venueName ?? input.city ?? input.country ?? "",
      address: {
        "@type": "PostalAddress",
        streetAddress: input.address ?? undefined,
        addressLocality: input.city ?? undefined,
        addressCountry: input.country ?? "Thailand",
      },
    },
    organizer: input.organizerName
      ? { "@type": "Organization", name: input.organizerName, url: input.organizerUrl ?? undefined }
      : undefined,
    offers: input.price
      ? {
          "@type": "Offer",
          price: input.price.amount,
          priceCurrency: input.price.currency,
          url: input.price.url,
          availability: `${CONTEXT}/InStock`,
        }
      : undefined,
  };
}

export interface PlaceInput {
  name: string;
  description?: string;
  url: string;
  image?: string;
  address?: string | null;
  province?: string | null;
  country?: string | null;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export function placeJsonLd(input: PlaceInput) {
  return {
    "@context": CONTEXT,
    "@type": "Place",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    telephone: input.phone ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address ?? undefined,
      addressRegion: input.province ?? undefined,
      addressCountry: input.country ?? "Thailand",
    },
    geo:
      input.latitude != null && input.longitude != null
        ? { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude }
        : undefined,
  };
}

export interface OrganizationInput {
  name: string;
  description?: string;
  url: string;
  logo?: string;
  website?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  country?: string | null;
}

export function organizationJsonLd(input: OrganizationInput) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: input.name,
    description: input.description,
    url: input.url,
    logo: input.logo,
    sameAs: input.website ? [input.website] : undefined,
    email: input.email ?? undefined,
    telephone: input.phone ?? undefined,
    address: input.address
      ? { "@type": "PostalAddress", streetAddress: input.address, addressCountry: input.country ?? "Thailand" }
      : undefined,
  };
}

export interface ArticleInput {
  headline: string;
  description?: string;
  url: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
  author?: string | null;
  inLanguage: string;
}

export function newsArticleJsonLd(input: ArticleInput) {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: input.url,
    image: input.image ? [input.image] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    author: { "@type": input.author ? "Person" : "Organization", name: input.author ?? SITE.name },
    publisher: { "@type": "Organization", name: SITE.name },
  };
}

export interface JobInput {
  title: string;
  description: string;
  url: string;
  datePosted: string;
  validThrough?: string | null;
  employmentType: string;
  companyName: string;
  province?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  /** What the amounts are paid per; a salary without a period schema.org knows is not stated. */
  salaryUnit?: PayUnit | null;
}

/** The units schema.org names; a project fee has none. */
const SALARY_UNIT_TEXT = { month: "MONTH", day: "DAY", hour: "HOUR" } as const satisfies Record<Exclude<PayUnit, "project">, string>;

export function jobPostingJsonLd(input: JobInput) {
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: input.title,
    description: input.description,
    url: input.url,
    datePosted: input.datePosted,
    validThrough: input.validThrough ? localDateTime(input.validThrough, "23:59", "Thailand") : undefined,
    employmentType: input.employmentType.toUpperCase().replace("-", "_"),
    hiringOrganization: { "@type": "Organization", name: input.companyName },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressRegion: input.province ?? undefined, addressCountry: "TH" },
    },
    baseSalary:
      input.salaryMin != null && input.salaryUnit && input.salaryUnit !== "project"
        ? {
            "@type": "MonetaryAmount",
            currency: "THB",
            value: {
              "@type": "QuantitativeValue",
              minValue: input.salaryMin,
              maxValue: input.salaryMax ?? undefined,
              unitText: SALARY_UNIT_TEXT[input.salaryUnit],
            },
          }
        : undefined,
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
