import { claimDecisionOf, type ClaimDecision } from "~/domain/claims";
import type { Locale } from "~/domain/locales";

/** The contract and package forms the public sent, as the back office's read-only lists show them. */
export const FORM_LISTS = ["contracts", "packages"] as const;
export type FormList = (typeof FORM_LISTS)[number];

export const formListOf = (value: string | null): FormList => FORM_LISTS.find((list) => list === value) ?? "contracts";

export const FORM_API: Record<FormList, string> = { contracts: "api/contract-forms", packages: "api/package-forms" };

export interface SentForm {
  id: number;
  reference: string;
  /** contract, claim (with its decision), or package. */
  kind: "contract" | "claim" | "package";
  decision: ClaimDecision | null;
  company: string;
  contact: string;
  email: string;
  phone: string;
  packageName: string;
  start: string;
  periods: number | null;
  taxId: string;
  address: string;
  message: string;
  locale: Locale;
  createdAt: string;
}

type Attributes = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const packageName = (value: unknown, locale: Locale) => {
  const attributes = (value as { data?: { attributes?: Attributes } | null } | undefined)?.data?.attributes;
  return attributes ? text(locale === "en" && attributes.name_en ? attributes.name_en : attributes.name) : "";
};

/** A contract or package form read with `populate[package]`, its package named in `locale`. */
export function sentFormOf(list: FormList, entity: { id: number; attributes: Attributes }, locale: Locale): SentForm {
  const a = entity.attributes;
  const kind = list === "packages" ? "package" : a.request_kind === "claim" ? "claim" : "contract";
  return {
    id: entity.id,
    reference: text(a.reference) || `#${entity.id}`,
    kind,
    decision: claimDecisionOf(a.claim_decision),
    company: text(a.company_name),
    contact: [text(a.contact_name), text(a.contact_role)].filter(Boolean).join(", "),
    email: text(a.email),
    phone: text(a.phone),
    packageName: packageName(a.package, locale),
    start: text(a.start_date),
    periods: typeof a.periods === "number" ? a.periods : null,
    taxId: text(a.tax_id),
    address: text(a.address),
    message: text(a.message),
    locale: a.locale === "en" ? "en" : "th",
    createdAt: text(a.createdAt),
  };
}
