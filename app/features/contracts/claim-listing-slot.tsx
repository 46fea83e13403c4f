import { type ComponentType, lazy, Suspense } from "react";
import type { ClaimListingProps } from "./claim-listing";

type Loaded = { default: ComponentType<ClaimListingProps> };

/** A thenable that calls back at once, where a promise would wait for the next microtask. */
function settledAtOnce(value: Loaded): Promise<Loaded> {
  const thenable = { then: (onFulfilled: (loaded: Loaded) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<Loaded>;
}

let serverComponent: ComponentType<ClaimListingProps> | null = null;

/** The server's copy of the claim form, handed over by the detail pages' loader module (never in a browser). */
export function provideServerClaimListing(component: ComponentType<ClaimListingProps>) {
  serverComponent = component;
}

/**
 * The server renders the form in place: a thenable that resolves at once lets React render it in the first HTML
 * (a promise would make it stream the form later, hidden until a script moves it). The browser loads the form's
 * code when it hydrates this part, so it stays out of the directory pages' first-load scripts; until then the
 * server's HTML form works as a plain form.
 */
const LazyClaimListing = lazy(() =>
  serverComponent ? settledAtOnce({ default: serverComponent }) : import("./claim-listing").then((module) => ({ default: module.ClaimListing })),
);

/** "Is this your company?" beside a listing (./claim-listing.tsx), without its code in the page's first load. */
export function ClaimListingSlot(props: ClaimListingProps) {
  return (
    <Suspense fallback={null}>
      <LazyClaimListing {...props} />
    </Suspense>
  );
}
