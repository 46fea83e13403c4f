import { useRouteLoaderData } from "react-router";
import { bangkokYear } from "~/domain/bangkok-time";
import type { MemberSummary } from "~/session/member-summary.server";
import { useLocale } from "./use-locale";

/** What the default layout's loader tells every page: the signed-in member (never the JWT) and the portal's year. */
export interface LayoutData {
  member: MemberSummary | null;
  /** The Bangkok year on the portal's clock, so the footer never asks the browser's. */
  year: number;
}

function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData(`${useLocale()}:layout`) as LayoutData | undefined;
}

export function useMember(): MemberSummary | null {
  return useLayoutData()?.member ?? null;
}

/** The year of the footer's copyright line; an error page without the layout's data reads the clock where it runs. */
export function useSiteYear(): number {
  return useLayoutData()?.year ?? bangkokYear(new Date());
}
