/**
 * The booth-type rows of an organizer's show form, named `booth.<row>.<field>`: light enough for the browser,
 * which lays the rows out, while their fields and checks (app/lib/show-submission.ts) stay on the server.
 */
export const boothInput = (row: number, name: string) => `booth.${row}.${name}`;

/** The empty booth type rows a form offers for new types: four on a new show, two below an edited show's own. */
export const BOOTH_ROWS = 4;
export const NEW_BOOTH_ROWS_ON_EDIT = 2;
