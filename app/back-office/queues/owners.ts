import * as v from "valibot";
import { emailField, readFields, validateFields } from "~/components/forms/form-fields";
import { isListingKind, type ListingKind } from "~/domain/listings";
import { usersCollection } from "~/model/system-tables";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";

/** One listing as the owners page names it in its address and forms: `venue:12`. */
export interface ListingKey {
  kind: ListingKind;
  id: number;
}

export const listingKey = (key: ListingKey) => `${key.kind}:${key.id}`;

export function parseListingKey(value: unknown): ListingKey | null {
  const match = typeof value === "string" ? /^([a-z]+):([1-9][0-9]{0,9})$/.exec(value) : null;
  if (!match || !isListingKind(match[1])) return null;
  return { kind: match[1], id: Number(match[2]) };
}

const message = (key: StaffTextKey) => key;

/** Adding an owner names an existing member by their account's email. */
// The users table's own limit, read without the content model: this page's scripts stay within their budget.
export const OWNER_LIMITS = { email: usersCollection.fields.email?.maxLength ?? 0 };
const OwnerSchema = v.object({
  email: emailField(OWNER_LIMITS.email, { required: message("owners.emailRequired"), invalid: message("owners.emailInvalid"), tooLong: message("errors.tooLong") }),
});

export const parseOwnerEmail = (form: FormData) => validateFields(OwnerSchema, readFields(form, OWNER_LIMITS), OWNER_LIMITS);
