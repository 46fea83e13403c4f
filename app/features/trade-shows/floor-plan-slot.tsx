import type { ComponentProps, ReactNode, SyntheticEvent } from "react";
import type FloorPlan from "./floor-plan";
// With the page, not the plan's code: the server-written plan is styled from the first paint, scripts or not.
import "./floor-plan.css";

/** On the page's first load the plan travels as a key its server render takes it by (plan-handover.server.ts). */
type Props = Omit<ComponentProps<typeof FloorPlan>, "plan"> & { plan: string };

/**
 * Where the show page draws its floor plan: only ever as the server's HTML. The server renders the plan in place
 * (detail.server.ts, the show page's server module, hands it the component). A browser that opens the page keeps
 * that HTML as it is: the plan's links and forms are plain HTML that work without scripts, so hundreds of booths
 * cost no hydration and no script. The page gives each show its own slot (a key), so one show's plan never stays
 * on another's page.
 */
let drawnOnServer: ((props: Props) => ReactNode) | null = null;

export function drawPlanOnServer(component: (props: Props) => ReactNode): void {
  drawnOnServer = component;
}

/**
 * React leaves an element's own HTML alone when hydrating it, so a slot that came with the page holds the plan;
 * one rendered by a client-side navigation is empty, and the page is then loaded as a document, plan and all.
 */
function reloadIfEmpty(slot: HTMLElement | null) {
  if (slot && !slot.firstChild) location.reload();
}

/**
 * Pan, zoom and the booths' cards (plan-interaction.ts) load when someone first reaches for the plan: a pointer
 * over it, a focus in it, a click. A booth clicked before they came opens its card once they have.
 */
function reach(event: SyntheticEvent<HTMLElement>) {
  const { currentTarget: slot, nativeEvent } = event;
  // Only a click has a default to prevent: the booth's jump to its row, the card's job once the code is here.
  if ((event.target as Element).closest(".fp-svg a")) event.preventDefault();
  void import("./plan-interaction").then((module) => module.interact(slot, nativeEvent));
}

export function FloorPlanSlot(props: Props) {
  const plan = drawnOnServer ? { children: drawnOnServer(props) } : { dangerouslySetInnerHTML: { __html: "" } };
  return <div className="fp-slot" ref={reloadIfEmpty} onPointerEnter={reach} onFocus={reach} onClick={reach} suppressHydrationWarning {...plan} />;
}
