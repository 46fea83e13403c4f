/** Reference numbers of quotation requests and booth bookings, by collection table: what a member quotes on the phone or in a mail. */
export const REFERENCE_PREFIX = { quotation_venues: "QV", quotation_organizers: "QO", quotation_contractors: "QC", booth_reservations: "BR" } as const;

/** QV-000012: the kind's letters and the id, zero-padded to six digits. */
export const formatReference = (prefix: string, id: unknown) => `${prefix}-${String(id).padStart(6, "0")}`;
