import type { PageKey } from "./pages";

/** Route modules whose file name is not the page key in kebab case. */
const FILE_EXCEPTIONS: Partial<Record<PageKey, string>> = {
  intlTradeShowList: "international-trade-show-list.tsx",
  intlTradeShowDetails: "international-trade-show-details.tsx",
  quotationProfileIndex: "quotation-profile._index.tsx",
  quotationProfileVenue: "quotation-profile.venue.tsx",
  quotationProfileOrganizer: "quotation-profile.organizer.tsx",
  quotationProfileContractor: "quotation-profile.contractor.tsx",
  quotationProfileLeads: "quotation-profile.leads.tsx",
};

/**
 * A page's route module under app/routes/: its key in kebab case (`forgotPasswordCompleted` ->
 * `forgot-password-completed.tsx`) unless listed above. Only `app/routes.ts` needs it, so the file names stay out
 * of the page table every browser loads.
 */
export function pageFile(key: PageKey): string {
  return FILE_EXCEPTIONS[key] ?? `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}
