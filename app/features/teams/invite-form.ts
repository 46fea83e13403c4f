import * as v from "valibot";
import { emailField, type FieldLimits, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";
import { parseListingRef, TEAM_ROLES } from "~/lib/team";

/** The team page's invitation form: which listing, whose address, as owner or team member. */
export type InviteField = "listing" | "email" | "role";

/** The up_users email field's length. */
export const INVITE_LIMITS: FieldLimits<InviteField> = { listing: 40, email: 255, role: 10 };

const InviteSchema = v.object({
  listing: v.pipe(v.string(), v.check((value) => parseListingRef(value) !== null, textKey("listings.team.errors.listing"))),
  email: emailField(INVITE_LIMITS.email),
  role: v.picklist(TEAM_ROLES, textKey("listings.team.errors.role")),
});

export const parseInviteForm = (form: FormData) =>
  validateFields(InviteSchema, Object.fromEntries((["listing", "email", "role"] as const).map((name) => [name, String(form.get(name) ?? "")])) as Record<InviteField, string>, INVITE_LIMITS);
