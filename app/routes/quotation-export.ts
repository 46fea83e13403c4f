import { exportInbox } from "~/features/quotations/inbox.server";
import type { Route } from "./+types/quotation-export";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportInbox(request, context, params.kind);
}
