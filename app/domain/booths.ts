/** What an organizer sells on the floor (a booth type's `kind`): a fitted shell, bare floor, or open on two, three or four sides. */
export const BOOTH_KINDS = ["shell-scheme", "raw-space", "corner", "peninsula", "island"] as const;
export type BoothKind = (typeof BOOTH_KINDS)[number];

/** What a contractor is asked to build (a contractor request's `booth_type`). */
export const BOOTH_BUILDS = ["shell-scheme", "custom-build", "modular", "other"] as const;
export type BoothBuild = (typeof BOOTH_BUILDS)[number];

/** Where a booth on a floor plan stands: free, held while someone books it, booked, or not for sale (aisles, pillars, the organizer's own). */
export const BOOTH_STATES = ["available", "held", "booked", "blocked"] as const;
export type BoothState = (typeof BOOTH_STATES)[number];

/** The organizer's answer to a booking of numbered booths: the booths become booked, or free again. */
export const BOOTH_DECISIONS = ["confirmed", "declined"] as const;
export type BoothDecision = (typeof BOOTH_DECISIONS)[number];
export const isBoothDecision = (value: unknown): value is BoothDecision => BOOTH_DECISIONS.includes(value as BoothDecision);

/** How long picked booths stay held while the exhibitor completes the form. */
export const BOOTH_HOLD_MS = 15 * 60 * 1000;
/** The most booths one booking takes together as a stand. */
export const BOOTHS_PER_HOLD = 12;
/** A booth number as organizers write them: "A12", "H98-3". */
export const BOOTH_NUMBER = /^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$/;

/**
 * The booth numbers a member named ("A12 A13", "a12,A13"): upper-cased, each once, sorted; null when one is not a
 * booth number or there are none or more than BOOTHS_PER_HOLD.
 */
export function boothNumbersOf(text: string): string[] | null {
  const numbers = [...new Set(text.split(/[\s,;]+/).filter(Boolean).map((n) => n.toUpperCase()))];
  if (numbers.length === 0 || numbers.length > BOOTHS_PER_HOLD || !numbers.every((n) => BOOTH_NUMBER.test(n))) return null;
  return numbers.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}
