import { type ComponentProps, type ComponentType, lazy } from "react";
import { HydrateLater } from "~/components/hydrate-later";
import type FloorPlan from "./floor-plan";
// With the page, not the plan's code: the server-written plan is styled from the first paint, scripts or not.
import "./floor-plan.css";

type Props = ComponentProps<typeof FloorPlan>;

/**
 * Where the show page draws its floor plan. The server renders the plan in place, at once (detail.server.ts, the
 * show page's server module, hands it the component), so the booths' table and forms work without scripts; the
 * browser fetches the plan's code after the first screen and hydrates it then (decision 046), so hundreds of
 * booths never weigh on the page's first load.
 */
let drawnOnServer: ComponentType<Props> | null = null;

export function drawPlanOnServer(component: ComponentType<Props>): void {
  drawnOnServer = component;
}

const PlanInBrowser = lazy(() => import("./floor-plan"));

export function FloorPlanSlot(props: Props) {
  const Plan = drawnOnServer ?? PlanInBrowser;
  return (
    <HydrateLater>
      <Plan {...props} />
    </HydrateLater>
  );
}
