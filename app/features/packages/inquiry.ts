import * as v from "valibot";
import { emailField, type FieldLimits, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";

/** Each field's limit, as the `package-forms` collection stores it. */
export const INQUIRY_LIMITS = { package: 10, contact_name: 120, company_name: 200, email: 200, phone: 40, message: 4000 } as const satisfies FieldLimits<string>;
export type InquiryField = keyof typeof INQUIRY_LIMITS;

/** The package inquiry, checked against the `package-forms` collection's limits. */
export const InquirySchema = v.object({
  package: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,8}$/, textKey("packages.inquiry.packageRequired")), v.transform(Number)),
  contact_name: requiredText(INQUIRY_LIMITS.contact_name, "info.form.nameRequired"),
  company_name: requiredText(INQUIRY_LIMITS.company_name, "packages.inquiry.companyRequired"),
  email: emailField,
  phone: requiredPhone,
  message: optionalText(INQUIRY_LIMITS.message),
});

export function parseInquiryForm(form: FormData) {
  return validateFields(InquirySchema, readFields(form, INQUIRY_LIMITS), INQUIRY_LIMITS);
}
