/**
 * How often anyone may try to sign in, members and staff alike: 10 tries per identifier and 100 per client
 * address in 15 minutes. Over that, the identifier is locked out until the window ends; the same limits hold for
 * a staff member's second-factor codes.
 */
export const SIGN_IN_LIMITS = {
  perIdentifier: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 100, windowSeconds: 15 * 60 },
} as const;
