/**
 * What a member quotes on the phone or in a mail: letters naming what it is and the id, zero-padded to six
 * digits. Quotation requests take their listing kind's letters (app/domain/listings.ts: QV-000012).
 */
export const formatReference = (prefix: string, id: unknown) => `${prefix}-${String(id).padStart(6, "0")}`;

/** A booth booking: BR-000034. */
export const bookingReference = (id: unknown) => formatReference("BR", id);

/** The letters of a contract form's reference, by its `request_kind`: a package contract, or a listing claim. */
const CONTRACT_PREFIXES = { contract: "CF", claim: "CL" } as const;

/**
 * The reference of a contract form or a claim: its letters and eight characters of the submission's digest
 * (CF-A1B2C3D4). It is known before the row is stored (the outbox may keep it for a while) and a repeat of the
 * same submission gets the same one.
 */
export const contractReference = (kind: keyof typeof CONTRACT_PREFIXES, digestHex: string) =>
  `${CONTRACT_PREFIXES[kind]}-${digestHex.slice(0, 8).toUpperCase()}`;

/** A company's change request to its listing: LE-000007. */
export const listingChangeReference = (id: unknown) => formatReference("LE", id);
