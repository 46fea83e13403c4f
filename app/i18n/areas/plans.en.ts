import type { Shape } from "../shape";
import type th from "./plans.th";

const plans: Shape<typeof th> = {
  title: "Floor plan",
  intro: "Colour and pattern show each booth's state. Tap or click a booth to see its size, type and price. Each hall's plan scrolls both ways.",
  zoomHelp: "Zoom a hall's plan with the buttons in its corner, by pinching, with Ctrl (⌘ on a Mac) and the mouse wheel, or with the + and − keys.",
  zoom: {
    group: "Zoom the plan of {{hall}}",
    in: "Zoom in",
    out: "Zoom out",
    reset: "Original size",
  },
  card: {
    pick: "Select this booth",
    bookOne: "Book this booth",
    bookMany: "Book the {{n}} selected booths",
    close: "Close",
  },
  legend: "Key",
  legendItem: "{{state}}: {{n}}",
  hit: "Booths of the company you searched for",
  states: {
    available: "Available",
    held: "Held",
    booked: "Booked",
    blocked: "Not for sale",
  },
  positions: {
    corner: "corner",
    peninsula: "open on three sides",
    island: "island",
  },
  hallSummary_one: "Floor plan of {{hall}}: {{n}} booth, {{available}} available",
  hallSummary_other: "Floor plan of {{hall}}: {{n}} booths, {{available}} available",
  hallScroll: "Floor plan of {{hall}}, scrollable",
  byType: "Available booths by type",
  typeStock: "{{name}}, {{size}} m² · {{price}} · {{n}} available",
  table: {
    caption: "Every booth of {{hall}}",
    hallBooths_one: "Booth list of {{hall}} ({{n}} booth)",
    hallBooths_other: "Booth list of {{hall}} ({{n}} booths)",
    pick: "Select",
    pickBooth: "Select booth {{number}}",
    number: "Booth",
    size: "Size",
    sizeValue: "{{w}} × {{d}} m ({{area}} m²)",
    type: "Type",
    price: "Price",
    state: "Status",
  },
  book: "Book the selected booths",
  bookHelp: "Tick up to {{max}} available booths at a time. They are held for you for {{minutes}} minutes while you complete the booking.",
  exhibitors: {
    title: "Exhibitors",
    search: "Find a company",
    submit: "Find",
    found_one: "“{{q}}”: {{n}} booth",
    found_other: "“{{q}}”: {{n}} booths",
    notFound: "No exhibitor's name contains “{{q}}”.",
    showAll: "Show all exhibitors",
    none: "The organizer has not confirmed any exhibitors yet.",
  },
};

export default plans;
