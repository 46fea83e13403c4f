import { LISTING_KINDS } from "./listings.ts";

/** Whom a listing package is sold to: a company of one of the listing kinds, or an exhibitor. */
export const PACKAGE_AUDIENCES = [...LISTING_KINDS, "exhibitor"] as const;
export type PackageAudience = (typeof PACKAGE_AUDIENCES)[number];
