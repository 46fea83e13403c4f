import type { FloorPlanView } from "./floor-plan.server";

/**
 * A page's floor plan goes from its loader to its own server render by a key, not in the page's data: browsers
 * only ever show the plan's server HTML (floor-plan-slot.tsx), and hundreds of booths would otherwise travel twice
 * and be decoded before the page answers a tap. A client-side navigation (a `.data` request) gets an empty key:
 * the browser then loads the page as a document.
 */
const waiting = new Map<string, { view: FloorPlanView; until: number }>();
/** A render follows its loader within milliseconds; a key nobody took is dropped after this. */
const KEEP_MS = 30_000;

export function planForPage(request: Request, view: () => FloorPlanView): string {
  if (new URL(request.url).pathname.endsWith(".data")) return "";
  const now = Date.now();
  for (const [key, entry] of waiting) if (entry.until < now) waiting.delete(key);
  const key = crypto.randomUUID();
  waiting.set(key, { view: view(), until: now + KEEP_MS });
  return key;
}

/** The plan its loader left under the key, for the render that draws it (taken once). */
export function takePlan(plan: string): FloorPlanView | null {
  const entry = waiting.get(plan);
  waiting.delete(plan);
  return entry?.view ?? null;
}
