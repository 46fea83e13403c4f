import type { Locale } from "~/domain/locales";
import type { InfoDocument } from "./document";
import aboutEn from "./documents/about.en";
import aboutTh from "./documents/about.th";
import cookieEn from "./documents/cookie-policy.en";
import cookieTh from "./documents/cookie-policy.th";
import privacyEn from "./documents/privacy-policy.en";
import privacyTh from "./documents/privacy-policy.th";

const documents = {
  about: { th: aboutTh, en: aboutEn },
  cookiePolicy: { th: cookieTh, en: cookieEn },
  privacyPolicy: { th: privacyTh, en: privacyEn },
} satisfies Record<string, Record<Locale, InfoDocument>>;

export type DocumentKey = keyof typeof documents;

export function documentFor(key: DocumentKey, locale: Locale): InfoDocument {
  return documents[key][locale];
}
