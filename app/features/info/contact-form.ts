import * as v from "valibot";
import { emailField, optionalPhone, readFields, requiredText, TOO_LONG, validateFields } from "./form-fields";
import { textKey } from "~/i18n/translator";

/** Subjects of the contact form; the label in the visitor's language is what the team reads in the mail. */
export const CONTACT_SUBJECTS = ["listing", "advertising", "booth", "quotation", "account", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const ContactSchema = v.object({
  name: requiredText(120, "info.form.nameRequired"),
  email: emailField,
  phone: optionalPhone,
  subject: v.picklist(CONTACT_SUBJECTS, textKey("info.form.subjectRequired")),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(textKey("info.form.messageRequired")),
    v.minLength(10, textKey("info.form.messageShort")),
    v.maxLength(4000, TOO_LONG),
  ),
});

export function parseContactForm(form: FormData) {
  return validateFields(ContactSchema, readFields(form, CONTACT_FIELDS));
}
