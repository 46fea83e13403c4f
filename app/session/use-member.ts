import { useRouteLoaderData } from "react-router";
import { useLocale } from "~/components/use-locale";

/** What the layout's loader tells every page about the signed-in member (never the JWT). */
export interface MemberSummary {
  name: string;
  company: boolean;
}

interface LayoutData {
  member: MemberSummary | null;
}

function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData(`${useLocale()}:layout`) as LayoutData | undefined;
}

export function useMember(): MemberSummary | null {
  return useLayoutData()?.member ?? null;
}
