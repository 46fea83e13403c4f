import { redirect } from "react-router";
import { signOut } from "~/features/account/actions.server";
import { pageLocale } from "~/session/guard.server";
import { memberOf } from "~/session/session.server";
import type { Route } from "./+types/logout";
import { pagePath } from "~/lib/paths";

/** Sign-out is a POST (the header's menu form); opening the address signs nobody out. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(pageLocale(request).to(pagePath("home")), 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context, await memberOf(request, context));
}
