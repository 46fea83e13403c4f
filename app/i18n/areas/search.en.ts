import type { Shape } from "../shape";
import type th from "./search.th";

const search: Shape<typeof th> = {
  label: "Search the whole site",
  placeholder: "Show, venue, organizer or keyword, e.g. food fair",
  submit: "Search",
  ended: "Ended",
  suggestions: "Suggestions as you type",
  resultsFor_one: "{{shown}} result for “{{query}}”",
  resultsFor_other: "{{shown}} results for “{{query}}”",
  correctedFor: "Nothing matched “{{typed}}”, so these are the results for “{{query}}”",
  seeAll: "See all in {{kind}} ({{shown}})",
  noResults: "No results for “{{query}}”",
  noResultsHint: "Check the spelling, try a shorter word, or browse one of the sections below.",
  didYouMean: "Did you mean",
  browseKinds: "Browse by section",
  emptyQuery: "Type the name of a show, venue, company or topic, then search.",
  dates: "Dates",
  filters: {
    title: "Narrow the results",
    narrowed: "filters on",
    kind: "Section",
    anyKind: "All sections",
    datesHelp: "Dates narrow the trade shows and events; sections without dates, such as venues and companies, stay as they are.",
    apply: "Apply filters",
    clear: "Clear filters",
    noneHint: "Try clearing the filters or choosing a wider date range.",
  },
  kinds: {
    thaiTradeShow: "Trade shows in Thailand",
    intlTradeShow: "International trade shows",
    thaiEvent: "Events in Thailand",
    venue: "Venues",
    organizer: "Organizers",
    contractor: "Contractors and services",
    news: "News",
    article: "Articles",
    job: "Jobs",
  },
};

export default search;
