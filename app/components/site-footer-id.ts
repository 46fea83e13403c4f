/**
 * The footer's id: the root layout's first paint waits until the parser reaches it (decision 039). Its own
 * module, so the root layout names it without loading the footer on pages that have none (the back office).
 */
export const SITE_FOOTER_ID = "site-footer";
