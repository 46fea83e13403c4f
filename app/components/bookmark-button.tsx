import { useTranslation } from "~/i18n/react";
import { useFetcher, useLocation } from "react-router";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";

import type { BookmarkCollection } from "~/domain/bookmarks";

interface BookmarkButtonProps {
  collection: BookmarkCollection;
  id: number;
  /** Whether the signed-in member saved it (the page's loader asks; see isSavedByMember). */
  saved: boolean;
  className?: string;
}

/**
 * "Save for later": a POST form to /bookmark, so it works without JavaScript (the action sends the member back
 * here, or a visitor to sign in and back); with JavaScript it saves in place. A member sees the saved state and
 * the same button removes the item again.
 */
export function BookmarkButton({ collection, id, saved: stored, className }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const fetcher = useFetcher();
  // While a save or removal is on its way, show what it will lead to.
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : stored;
  return (
    <fetcher.Form method="post" action={to(pagePath("bookmark"))} className={className} preventScrollReset>
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="collection" value={collection} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
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
    </fetcher.Form>
  );
}
