import * as v from "valibot";
import { emailField, modelLimits, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";
import { isThaiTaxId, normalizeTaxId } from "~/lib/thai-tax-id";
import { rangeOf } from "~/model/limits";

/** Each field's limit, as the `contract-forms` collection stores it. */
export const CONTRACT_LIMITS = modelLimits("contract-forms", [
  "package",
  "company_name",
  "tax_id",
  "address",
  "start_date",
  "periods",
  "contact_name",
  "email",
  "phone",
  "message",
]);
export type ContractField = keyof typeof CONTRACT_LIMITS;

const { min: MIN_PERIODS, max: MAX_PERIODS } = rangeOf("contract-forms", "periods");

/** The hidden field value that tells the /package action which of its two forms was sent. */
export const CONTRACT_INTENT = "contract";

/** What the form's markup needs of these rules, sent with the page's data so the rules stay out of the page's scripts. */
export const CONTRACT_FORM = { intent: CONTRACT_INTENT, limits: CONTRACT_LIMITS, periods: { min: MIN_PERIODS, max: MAX_PERIODS } };
export type ContractFormRules = typeof CONTRACT_FORM;

/** The contract form: `today` (Bangkok, YYYY-MM-DD) is the earliest start a contract may have. */
export function contractSchema(today: string) {
  return v.object({
    package: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,8}$/, textKey("contracts.form.packageRequired")), v.transform(Number)),
    company_name: requiredText(CONTRACT_LIMITS.company_name, "contracts.form.companyRequired"),
    tax_id: v.pipe(
      v.string(),
      v.transform(normalizeTaxId),
      v.nonEmpty(textKey("contracts.form.taxIdRequired")),
      v.check(isThaiTaxId, textKey("contracts.form.taxIdInvalid")),
    ),
    address: requiredText(CONTRACT_LIMITS.address, "contracts.form.addressRequired"),
    start_date: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(textKey("contracts.form.startRequired")),
      v.isoDate(textKey("contracts.form.startInvalid")),
      v.check((date) => date >= today, textKey("contracts.form.startPast")),
    ),
    periods: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,2}$/, textKey("contracts.form.periodsInvalid")),
      v.transform(Number),
      v.minValue(MIN_PERIODS, textKey("contracts.form.periodsInvalid")),
      v.maxValue(MAX_PERIODS, textKey("contracts.form.periodsInvalid")),
    ),
    contact_name: requiredText(CONTRACT_LIMITS.contact_name, "info.form.nameRequired"),
    email: emailField(CONTRACT_LIMITS.email),
    phone: requiredPhone(CONTRACT_LIMITS.phone),
    message: optionalText(CONTRACT_LIMITS.message),
  });
}

export function parseContractForm(form: FormData, today: string) {
  return validateFields(contractSchema(today), readFields(form, CONTRACT_LIMITS), CONTRACT_LIMITS);
}
