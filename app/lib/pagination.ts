/** One cell of the pager: a page number or a gap shown as an ellipsis. */
export type PageItem = { type: "page"; page: number; current: boolean } | { type: "gap"; key: string };

/**
 * Page 1, an ellipsis, the pages one either side of the current page, an ellipsis, and the last page.
 * A gap of exactly one page shows that page instead of an ellipsis.
 */
export function pageWindow(current: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ type: "page", page: p - 1, current: false });
    else if (p - previous > 2) items.push({ type: "gap", key: `gap-${previous}` });
    items.push({ type: "page", page: p, current: p === page });
    previous = p;
  }
  return items;
}

/** A page number from the query string: a positive integer, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}
