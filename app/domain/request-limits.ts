/**
 * What one member may send, so a company's inbox stays readable: at most 20 quotation requests an hour in all,
 * and at most 5 a day to any one listing. Far above what a person planning events sends; a script hits them.
 */
export const QUOTATION_LIMITS = {
  perMember: { limit: 20, windowSeconds: 3600 },
  perMemberAndListing: { limit: 5, windowSeconds: 24 * 3600 },
} as const;
