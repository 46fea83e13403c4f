import { useTranslation } from "~/i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";
import { useMember } from "~/session/use-member";
import type { FollowKind } from "~/domain/follows";

interface FollowButtonProps {
  kind: FollowKind;
  item: string;
  /** Whether the signed-in member follows it (the page's loader asks; see followedByMember). */
  followed: boolean;
  /** The smaller button, beside a list's filters. */
  small?: boolean;
  className?: string;
}

/**
 * "Follow": like the "Save for later" button, a POST form to /bookmark that works without JavaScript (the action
 * sends the member back here) and follows in place with it, showing the pressed state at once. A visitor who is
 * not signed in gets a link to sign in that comes back to this page.
 */
export function FollowButton({ kind, item, followed: stored, small, className }: FollowButtonProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const fetcher = useFetcher();
  const member = useMember();
  const here = location.pathname + location.search;
  const size = small ? "button button--small" : "button";
  if (!member) {
    return (
      <Link className={`${size} ${className ?? ""}`} to={`${to(pagePath("login"))}?${new URLSearchParams({ redirectTo: here })}`}>
        {t("account.follows.signInToFollow")}
      </Link>
    );
  }
  const pending = fetcher.formData?.get("intent");
  const followed = pending ? pending === "follow" : stored;
  return (
    <fetcher.Form method="post" action={to(pagePath("bookmark"))} className={className} preventScrollReset>
      <input type="hidden" name="intent" value={followed ? "unfollow" : "follow"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="returnTo" value={here} />
      <button type="submit" className={followed ? `${size} button--primary` : size} aria-pressed={followed}>
        {followed ? t("account.follows.following") : t("account.follows.follow")}
      </button>
    </fetcher.Form>
  );
}
