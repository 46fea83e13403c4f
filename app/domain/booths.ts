/** What an organizer sells on the floor (a booth type's `kind`): a fitted shell, bare floor, or open on two, three or four sides. */
export const BOOTH_KINDS = ["shell-scheme", "raw-space", "corner", "peninsula", "island"] as const;
export type BoothKind = (typeof BOOTH_KINDS)[number];

/** What a contractor is asked to build (a contractor request's `booth_type`). */
export const BOOTH_BUILDS = ["shell-scheme", "custom-build", "modular", "other"] as const;
export type BoothBuild = (typeof BOOTH_BUILDS)[number];
