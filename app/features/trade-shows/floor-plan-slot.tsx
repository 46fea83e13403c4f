import { type ComponentProps, type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import type FloorPlan from "./floor-plan";
// With the page, not the plan's code: the server-written plan is styled from the first paint, scripts or not.
import "./floor-plan.css";

/** On the page's first load the plan travels as a key its server render takes it by (plan-handover.server.ts). */
type Props = Omit<ComponentProps<typeof FloorPlan>, "plan"> & { plan: string };

/**
 * Where the show page draws its floor plan: only ever as the server's HTML. The server renders the plan in place
 * (detail.server.ts, the show page's server module, hands it the component). A browser that opens the page keeps
 * that HTML as it is: the plan's links and forms are plain HTML that work without scripts, so hundreds of booths
 * cost no hydration and no script; a browser that comes by a client-side navigation takes the plan from the
 * page's HTML. Zoom is fetched on the first touch. The page gives each show its own slot (a key), so one show's
 * plan never stays on another's page.
 */
let drawnOnServer: ComponentType<Props> | null = null;

export function drawPlanOnServer(component: ComponentType<Props>): void {
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

/** Zoom is a module of its own, fetched on the first touch, click or focus inside the plan (plan-zoom.ts). */
const loadZoom = (event: React.SyntheticEvent<HTMLElement>) => {
  const plan = event.currentTarget.querySelector<HTMLElement>("#floor-plan");
  if (plan) void import("./plan-zoom").then((zoom) => zoom.attachZoom(plan));
};

export function FloorPlanSlot(props: Props) {
  // Decided when the slot first renders: a plan that came with the page stays the server's HTML for good.
  const [keepServerHtml] = useState(useHydrating());
  const [html, setHtml] = useState("");
  useEffect(() => {
    if (keepServerHtml) return;
    const request = new AbortController();
    fetch(window.location.href, { signal: request.signal })
      .then((response) => response.text())
      .then((page) => setHtml(new DOMParser().parseFromString(page, "text/html").querySelector(".fp-slot")?.innerHTML ?? ""))
      .catch(() => setHtml(""));
    return () => request.abort();
  }, [keepServerHtml]);
  const Plan = drawnOnServer;
  if (Plan) {
    return (
      <div className="fp-slot">
        <Plan {...props} />
      </div>
    );
  }
  // React leaves an element's own HTML alone when hydrating it: the server's plan stays as written.
  return <div className="fp-slot" onPointerDownCapture={loadZoom} onFocusCapture={loadZoom} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
