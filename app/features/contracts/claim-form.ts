import * as v from "valibot";
import { modelLimits, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/components/forms/form-fields";

/** The "Is this your company?" request: who the member is at the company, and how the team reaches them. */
export const CLAIM_LIMITS = modelLimits("contract-forms", ["contact_role", "phone", "message"]);
export type ClaimField = keyof typeof CLAIM_LIMITS;

export const ClaimSchema = v.object({
  contact_role: requiredText(CLAIM_LIMITS.contact_role, "contracts.claim.roleRequired"),
  phone: requiredPhone(CLAIM_LIMITS.phone),
  message: optionalText(CLAIM_LIMITS.message),
});

export const parseClaimForm = (form: FormData) => validateFields(ClaimSchema, readFields(form, CLAIM_LIMITS), CLAIM_LIMITS);
