import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";

export type BookmarkCollection = "trade-shows" | "thai-events" | "venues" | "organizers" | "contractors";

interface BookmarkButtonProps {
  collection: BookmarkCollection;
  id: number;
  /** Unprefixed path of the page being saved, so the bookmark list can link back to it. */
  path: string;
  className?: string;
}

/**
 * "Save for later": a plain POST form to the bookmark page, so it works without JavaScript. The bookmark page
 * has no action yet (member accounts bring it), so until then the post saves nothing.
 */
export function BookmarkButton({ collection, id, path, className }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <Form method="post" action={to(pagePath("bookmark"))} className={className}>
      <input type="hidden" name="collection" value={collection} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="path" value={path} />
      <button type="submit" className="button">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <path d="M4 1.5h8a.5.5 0 0 1 .5.5v12.2L8 11.3l-4.5 2.9V2a.5.5 0 0 1 .5-.5Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
        {t("common.bookmark")}
      </button>
    </Form>
  );
}
