import { type ComponentProps, type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import type FloorPlan from "./floor-plan";
// With the page, not the plan's code: the server-written plan is styled from the first paint, scripts or not.
import "./floor-plan.css";

/** On the page's first load the plan travels as a key its server render takes it by (plan-handover.server.ts). */
type Props = Omit<ComponentProps<typeof FloorPlan>, "plan"> & { plan: string };

/**
 * Where the show page draws its floor plan: only ever as the server's HTML. The server renders the plan in place
 * (detail.server.ts, the show page's server module, hands it the component). A browser that opens the page keeps
 * that HTML as it is: the plan's links and forms are plain HTML that work without scripts, so hundreds of booths
 * cost no hydration and no script; a client-side navigation to the page loads it as a document. The page gives each show its own slot (a key), so one show's
 * plan never stays on another's page.
 */
let drawnOnServer: ((props: Props) => ReactNode) | null = null;

export function drawPlanOnServer(component: (props: Props) => ReactNode): void {
  drawnOnServer = component;
}

const subscribeNever = () => () => {};

/** True while React hydrates the server's HTML (it then reads the server snapshot), false on a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

export function FloorPlanSlot(props: Props) {
  // Decided when the slot first renders: a plan that came with the page stays the server's HTML for good.
  const [keepServerHtml] = useState(useHydrating());
  // A client-side navigation has no plan HTML to keep: the page is loaded as a document, plan and all.
  useEffect(() => {
    if (!keepServerHtml) window.location.reload();
  }, [keepServerHtml]);
  if (drawnOnServer) return <div className="fp-slot">{drawnOnServer(props)}</div>;
  // React leaves an element's own HTML alone when hydrating it: the server's plan stays as written.
  return <div className="fp-slot" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
