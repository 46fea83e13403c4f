import type { ContentContext } from "./context";

/**
 * Runs mail work after the answer where the runtime allows it, so the member does not wait for it and an
 * answer's timing never tells whether an address has an account; a failure is logged under `label` and never
 * undoes the write that set it off.
 */
export function afterAnswer(c: ContentContext, label: string, work: () => Promise<void>): Promise<void> {
  const guarded = work().catch((error) => console.error(label, error));
  try {
    c.executionCtx.waitUntil(guarded);
    return Promise.resolve();
  } catch {
    return guarded;
  }
}
