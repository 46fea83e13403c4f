/**
 * A phone number as people type it, Thai or international: 02-123-4567, 081 234 5678, +66 81 234 5678. A digit
 * first (after an optional + and bracket), then at least six more digits or separators. How long one may be is
 * the model field's maxLength, never the format's. The model's phone fields declare it, so the forms, the
 * embedded service and the exported Strapi (its `regex`, built with `new RegExp(source)`: no flags) check the same.
 */
export const PHONE_FORMAT = /^\+?\(?\d[\d\s().-]{6,}$/;
