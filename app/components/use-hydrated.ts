import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and in the hydration render, true right after. The switch is a transition: the
 * re-render it causes (the enhanced controls appear) is cut into short slices instead of one long task on the
 * main thread just after hydration (issue 24).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
