import * as v from "valibot";
import { type FieldLimits, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/components/forms/form-fields";

/** The "Is this your company?" request: who the member is at the company, and how the team reaches them. */
export const CLAIM_LIMITS = { contact_role: 120, phone: 40, message: 2000 } as const satisfies FieldLimits<string>;
export type ClaimField = keyof typeof CLAIM_LIMITS;

const ClaimSchema = v.object({
  contact_role: requiredText(CLAIM_LIMITS.contact_role, "contracts.claim.roleRequired"),
  phone: requiredPhone,
  message: optionalText(CLAIM_LIMITS.message),
});

export const parseClaimForm = (form: FormData) => validateFields(ClaimSchema, readFields(form, CLAIM_LIMITS), CLAIM_LIMITS);
