import { Suspense } from "react";

/**
 * A part of the first screen's sequel: the server writes it in place as usual, and the browser makes it
 * interactive after the first screen, in tasks of its own. React leaves a server-rendered Suspense boundary's
 * content as it is during the first hydration and hydrates it later at a lower priority, at once if the visitor
 * clicks or types in it (decision 046). After the first page nothing suspends here and it renders as a fragment.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
