import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";

/** `unchecked`: the check could not say (a Strapi asked directly, the limit, the service down); the submit decides. */
export type ResetCodeState = "usable" | "spent" | "unchecked";

/**
 * Whether the reset link's code still works, asked when the page opens through `api/reset-codes/check`
 * (docs/decisions/036-reset-links-checked-on-open.md): the embedded service's own route, which behind a remote
 * Strapi the portal answers from the codes it mailed (docs/decisions/069). Where nothing answers it the page
 * shows the form as before: a spent code is refused at submit in words.
 */
export async function resetCodeState(request: Request, context: Readonly<RouterContextProvider>, code: string): Promise<ResetCodeState> {
  const result = await contentClient(request, context, "server").query<{ data?: { usable?: unknown } }>("api/reset-codes/check", { code });
  if (!result.ok || typeof result.data.data?.usable !== "boolean") return "unchecked";
  return result.data.data.usable ? "usable" : "spent";
}
