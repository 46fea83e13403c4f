import * as v from "valibot";
import { emailField, modelLimits, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";

/** Each field's limit, as the `package-forms` collection stores it. */
export const INQUIRY_LIMITS = modelLimits("package-forms", ["package", "contact_name", "company_name", "email", "phone", "message"]);
export type InquiryField = keyof typeof INQUIRY_LIMITS;

/** The package inquiry, checked against the `package-forms` collection's limits. */
export const InquirySchema = v.object({
  package: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,8}$/, textKey("packages.inquiry.packageRequired")), v.transform(Number)),
  contact_name: requiredText(INQUIRY_LIMITS.contact_name, "info.form.nameRequired"),
  company_name: requiredText(INQUIRY_LIMITS.company_name, "packages.inquiry.companyRequired"),
  email: emailField(INQUIRY_LIMITS.email),
  phone: requiredPhone(INQUIRY_LIMITS.phone),
  message: optionalText(INQUIRY_LIMITS.message),
});

export function parseInquiryForm(form: FormData) {
  return validateFields(InquirySchema, readFields(form, INQUIRY_LIMITS), INQUIRY_LIMITS);
}
