import { exportLeadsCsv } from "~/features/booth-reservations/leads.server";
import type { Route } from "./+types/leads-export";

export function loader({ request, context }: Route.LoaderArgs) {
  return exportLeadsCsv(request, context);
}
