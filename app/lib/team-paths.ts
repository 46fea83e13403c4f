/**
 * A company's team page and the page an invitation link opens (docs/decisions/062), routed in app/routes.ts
 * outside the page table every browser loads (app/lib/pages.ts), as the listing editors are: their links are
 * built on the server (the quotation profile, the invitation mail).
 */
export const TEAM_ROUTE = "quotation-profile/team";
export const TEAM_PATH = `/${TEAM_ROUTE}`;

export const TEAM_JOIN_ROUTE = "team-invitation";

/** The invitation link's page, unprefixed (`localizePath` adds /en), with the token in its query. */
export const teamJoinPath = (token: string) => `/${TEAM_JOIN_ROUTE}?${new URLSearchParams({ token })}`;
