import { redirect, type RouterContextProvider } from "react-router";
import { documentPath, documentUrl } from "~/lib/document-url";
import { localeFromPath, localizePath, stripLocale } from "~/lib/locale";
import { answersAnyListing } from "./owned-listings.server";
import { type Member, memberOf } from "./session.server";
import { pagePath } from "~/lib/paths";

/**
 * Which pages need which account (docs/pages.md): member pages need any signed-in member; company pages need a
 * member who runs a venue, organizer or contractor listing (its `owners`), whatever member type they registered
 * with. A visitor goes to sign in and comes back; a member who runs nothing sees /no-permission.
 */
export type Requirement = "member" | "company";

/** `/login?redirectTo=<this page>` in the page's language: the page, never its single-fetch data address. */
export function signInPath(request: Request, extra: Record<string, string> = {}): string {
  const page = documentPath(request.url);
  const params = new URLSearchParams({ redirectTo: page, ...extra });
  return `${localizePath(pagePath("login"), localeFromPath(page))}?${params}`;
}

export async function requireMember(
  request: Request,
  context: Readonly<RouterContextProvider>,
  requirement: Requirement = "member",
): Promise<Member> {
  const member = await memberOf(request, context);
  if (!member) throw redirect(signInPath(request), 303);
  if (requirement === "company" && !answersAnyListing(member.owned)) {
    const locale = localeFromPath(new URL(request.url).pathname);
    throw redirect(localizePath(pagePath("noPermission"), locale), 303);
  }
  return member;
}

/** The page's locale and a localiser, for redirects inside actions. */
export function pageLocale(request: Request) {
  const { pathname } = documentUrl(request.url);
  const locale = localeFromPath(pathname);
  return { locale, to: (path: string) => localizePath(path, locale), path: stripLocale(pathname) };
}
