import * as v from "valibot";
import { emailField, modelLimits, optionalPhone, readFields, requiredText, TOO_LONG, validateFields } from "../../components/forms/form-fields";
import { textKey } from "~/i18n/translator";

/** Subjects of the contact form; the label in the visitor's language is what the team reads in the mail. */
export const CONTACT_SUBJECTS = ["listing", "advertising", "booth", "quotation", "account", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Each field's limit, as the `contact-messages` collection stores it. */
export const CONTACT_LIMITS = modelLimits("contact-messages", ["name", "email", "phone", "subject", "message"]);
export type ContactField = keyof typeof CONTACT_LIMITS;

export const ContactSchema = v.object({
  name: requiredText(CONTACT_LIMITS.name, "info.form.nameRequired"),
  email: emailField(CONTACT_LIMITS.email),
  phone: optionalPhone(CONTACT_LIMITS.phone),
  subject: v.picklist(CONTACT_SUBJECTS, textKey("info.form.subjectRequired")),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(textKey("info.form.messageRequired")),
    v.minLength(10, textKey("info.form.messageShort")),
    v.maxLength(CONTACT_LIMITS.message, TOO_LONG),
  ),
});

export function parseContactForm(form: FormData) {
  return validateFields(ContactSchema, readFields(form, CONTACT_LIMITS), CONTACT_LIMITS);
}
