import { redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { safeReturnPath } from "~/lib/same-site-path";
import { isBookmarkCollection } from "~/domain/bookmarks";
import { isFollowKind } from "~/domain/follows";
import { addBookmark, removeBookmark } from "./bookmarks.server";
import { addFollow, removeFollow } from "./follows.server";
import { pageLocale } from "../../session/guard.server";
import { memberOf } from "../../session/session.server";
import { pagePath } from "~/lib/paths";
import { readForm } from "~/server/form-body.server";

/**
 * The "Save for later" button and the remove buttons post here (`intent` add or remove, `collection`, `id`,
 * `returnTo`), and so do the follow buttons (`intent` follow or unfollow, `kind`, `item`). A visitor who is not
 * signed in goes to sign in and comes back with the item saved; a member goes back to the page the button was on.
 */
export async function bookmarkAction(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const form = await readForm(request);
  const { to } = pageLocale(request);
  const back = safeReturnPath(String(form.get("returnTo") ?? ""), to(pagePath("bookmark")));
  const intent = form.get("intent");
  if (intent === "follow" || intent === "unfollow") return followAction(request, context, form, back);
  const collection = form.get("collection");
  const id = String(form.get("id") ?? "");
  if (!isBookmarkCollection(collection) || !/^\d{1,12}$/.test(id)) return redirect(back, 303);
  const member = await memberOf(request, context);
  if (!member) {
    const params = new URLSearchParams({ redirectTo: back, save: `${collection}:${id}` });
    return redirect(`${to(pagePath("login"))}?${params}`, 303);
  }
  const client = contentClient(request, context, member);
  if (form.get("intent") === "remove") await removeBookmark(client, collection, Number(id));
  else await addBookmark(client, collection, Number(id));
  return redirect(back, 303);
}

/** Follows or unfollows an industry, organizer or venue; a visitor goes to sign in and comes back to the page. */
async function followAction(request: Request, context: Readonly<RouterContextProvider>, form: FormData, back: string): Promise<Response> {
  const kind = form.get("kind");
  const item = String(form.get("item") ?? "");
  if (!isFollowKind(kind)) return redirect(back, 303);
  const member = await memberOf(request, context);
  if (!member) {
    const { to } = pageLocale(request);
    return redirect(`${to(pagePath("login"))}?${new URLSearchParams({ redirectTo: back })}`, 303);
  }
  const client = contentClient(request, context, member);
  if (form.get("intent") === "unfollow") await removeFollow(client, kind, item);
  else await addFollow(client, kind, item);
  return redirect(back, 303);
}
