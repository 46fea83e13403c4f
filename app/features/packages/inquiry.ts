import * as v from "valibot";
import { emailField, optionalText, readFields, requiredPhone, requiredText, validateFields } from "~/features/info/form-fields";
import { textKey } from "~/i18n/translator";

export const INQUIRY_FIELDS = ["package", "contact_name", "company_name", "email", "phone", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** The package inquiry, checked against the `package-forms` collection's limits. */
export const InquirySchema = v.object({
  package: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,8}$/, textKey("packages.inquiry.packageRequired")), v.transform(Number)),
  contact_name: requiredText(120, "info.form.nameRequired"),
  company_name: requiredText(200, "packages.inquiry.companyRequired"),
  email: emailField,
  phone: requiredPhone,
  message: optionalText(4000),
});

export function parseInquiryForm(form: FormData) {
  return validateFields(InquirySchema, readFields(form, INQUIRY_FIELDS));
}
