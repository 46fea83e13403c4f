/** The JSON resource with as-you-type suggestions (app/routes/search-suggestions.ts); one path for both locales. */
export const SUGGESTIONS_PATH = "/search-suggestions";
