/**
 * The site's own facts, written once: its name, the company behind it and how to reach it. The header, the
 * footer, the contact page, titles, Open Graph and JSON-LD read them here; the texts around them (labels,
 * "Tel.") live in app/i18n. The site keeps no social accounts of its own yet: add them here when it does.
 */
export const SITE = {
  name: "ExpoLink",
  company: { th: "บริษัท เอ็กซ์โปลิงก์ (ประเทศไทย) จำกัด", en: "ExpoLink (Thailand) Co., Ltd." },
  address: {
    th: "อาคารเอ็กซ์โปลิงก์ ชั้น 12 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพมหานคร 10400",
    en: "ExpoLink Building, 12th floor, Ratchadaphisek Road, Din Daeng, Bangkok 10400, Thailand",
  },
  country: "Thailand",
  email: "hello@expolink.co.th",
  /** As each language writes it: Thai readers dial the local number, others the international one. */
  phone: { th: "02-123-4567", en: "+66 2 123 4567" },
  logo: "/favicon.svg",
} as const;

/** The number in a `tel:` link, the same in both languages. */
export const SITE_PHONE_URI = `tel:${SITE.phone.en.replace(/[^\d+]/g, "")}`;

/** A page title with the site's name after it. */
export const siteTitle = (title: string) => `${title} | ${SITE.name}`;
