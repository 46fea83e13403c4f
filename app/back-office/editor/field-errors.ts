import type { FieldError as ModelFieldError } from "~/lib/model-form/form-values";
import type { StaffTextKey } from "../texts/staff-texts";

/** A back-office field error: the generated form's checks, or any staff text (a duplicate value, a row in use). */
export type FieldError = ModelFieldError<StaffTextKey>;
export type FieldErrors = Record<string, FieldError>;
