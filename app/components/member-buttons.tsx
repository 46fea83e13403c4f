import { useTranslation } from "~/i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";
import { useMember } from "./use-layout-data";
import type { BookmarkCollection } from "~/domain/bookmarks";
import type { FollowKind } from "~/domain/follows";

/**
 * A POST form to /bookmark with its fields hidden, so it works without JavaScript (the action sends the member
 * back to this page, or a visitor to sign in and back); with JavaScript it posts in place, and the button shows
 * what the pending post leads to at once.
 */
function PressForm({ fields, className, children }: { fields: Record<string, string | number>; className?: string; children: (pending: string | null) => React.ReactNode }) {
  const to = useLocalizePath();
  const location = useLocation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  return (
    <fetcher.Form method="post" action={to(pagePath("bookmark"))} className={className} preventScrollReset>
      {Object.entries({ ...fields, returnTo: location.pathname + location.search }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(typeof pending === "string" ? pending : null)}
    </fetcher.Form>
  );
}

interface BookmarkButtonProps {
  collection: BookmarkCollection;
  id: number;
  /** Whether the signed-in member saved it (the page's loader asks; see isSavedByMember). */
  saved: boolean;
  className?: string;
}

/** "Save for later": a member sees the saved state and the same button removes the item again. */
export function BookmarkButton({ collection, id, saved: stored, className }: BookmarkButtonProps) {
  const { t } = useTranslation();
  return (
    <PressForm fields={{ intent: stored ? "remove" : "add", collection, id }} className={className}>
      {(pending) => {
        const saved = pending ? pending === "add" : stored;
        return (
          <button type="submit" className={saved ? "button button--primary" : "button"} aria-pressed={saved}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
              <path
                d="M4 1.5h8a.5.5 0 0 1 .5.5v12.2L8 11.3l-4.5 2.9V2a.5.5 0 0 1 .5-.5Z"
                fill={saved ? "currentColor" : "none"}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            {saved ? t("account.actions.saved") : t("common.bookmark")}
          </button>
        );
      }}
    </PressForm>
  );
}

interface FollowButtonProps {
  kind: FollowKind;
  item: string;
  /** Whether the signed-in member follows it (the page's loader asks; see followedByMember). */
  followed: boolean;
  /** The smaller button, beside a list's filters. */
  small?: boolean;
}

/** "Follow" an industry, organizer or venue for the weekly digest; a visitor gets a sign-in link back to the page. */
export function FollowButton({ kind, item, followed: stored, small }: FollowButtonProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const size = small ? "button button--small" : "button";
  if (!useMember()) {
    return (
      <Link className={size} to={`${to(pagePath("login"))}?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`}>
        {t("account.follows.signInToFollow")}
      </Link>
    );
  }
  return (
    <PressForm fields={{ intent: stored ? "unfollow" : "follow", kind, item }}>
      {(pending) => {
        const followed = pending ? pending === "follow" : stored;
        return (
          <button type="submit" className={followed ? `${size} button--primary` : size} aria-pressed={followed}>
            {followed ? t("account.follows.following") : t("account.follows.follow")}
          </button>
        );
      }}
    </PressForm>
  );
}
