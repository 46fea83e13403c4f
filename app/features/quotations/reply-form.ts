import * as v from "valibot";
import { type FieldLimits, readFields, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";
import { maxLengthOf } from "~/model/limits";

/** The answer a company sends through its signed link: the same rule as the inbox's (required, the model's length). */
export const REPLY_LIMITS = { answer: maxLengthOf("quotation-venues", "answer") } as const satisfies FieldLimits<string>;
export type ReplyField = keyof typeof REPLY_LIMITS;

const ReplySchema = v.object({
  answer: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(textKey("quotations.errors.answerRequired")),
    v.maxLength(REPLY_LIMITS.answer, textKey("quotations.errors.answerTooLong")),
  ),
});

export const parseReplyForm = (form: FormData) => validateFields(ReplySchema, readFields(form, REPLY_LIMITS), REPLY_LIMITS);
