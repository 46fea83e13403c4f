import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";

/** `unchecked`: the content service could not say (a Strapi, which has no such check); the submit decides. */
export type ResetCodeState = "usable" | "spent" | "unchecked";

/**
 * Whether the reset link's code still works, asked when the page opens through the embedded service's own
 * `api/reset-codes/check` (docs/decisions/036-reset-links-checked-on-open.md). Strapi 4 answers it with a 404
 * or 403, and the page then shows the form as before: a spent code is refused at submit in words.
 */
export async function resetCodeState(request: Request, context: Readonly<RouterContextProvider>, code: string): Promise<ResetCodeState> {
  const result = await contentClient(request, context, "server").query<{ data?: { usable?: unknown } }>("api/reset-codes/check", { code });
  if (!result.ok || typeof result.data.data?.usable !== "boolean") return "unchecked";
  return result.data.data.usable ? "usable" : "spent";
}
