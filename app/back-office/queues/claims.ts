import * as v from "valibot";
import { readFields, validateFields } from "~/components/forms/form-fields";
import { inputLengthOf } from "~/model/limits";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";

const message = (key: StaffTextKey) => key;

/** Declining needs a reason: it is quoted in the member's mail. */
export const DECLINE_LIMITS = { reason: inputLengthOf("contract-forms", "decline_reason") };
const DeclineSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty(message("claims.reasonRequired")), v.maxLength(DECLINE_LIMITS.reason, message("errors.tooLong"))),
});

export const parseDecline = (form: FormData) => validateFields(DeclineSchema, readFields(form, DECLINE_LIMITS), DECLINE_LIMITS);
