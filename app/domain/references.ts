/**
 * What a member quotes on the phone or in a mail: letters naming what it is and the id, zero-padded to six
 * digits. Quotation requests take their listing kind's letters (app/domain/listings.ts: QV-000012).
 */
export const formatReference = (prefix: string, id: unknown) => `${prefix}-${String(id).padStart(6, "0")}`;

/** A booth booking: BR-000034. */
export const bookingReference = (id: unknown) => formatReference("BR", id);
