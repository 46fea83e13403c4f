import { useTranslation } from "~/i18n/react";
import { languageOf } from "~/lib/text-language";

const SLOT = "\u0000";

/** "By {{author}}" in the page's language, with the name marked in its own script (a Thai name on an English page). */
export function Byline({ author }: { author: string }) {
  const { t } = useTranslation();
  const [before = "", after = ""] = t("media.by", { author: SLOT }).split(SLOT);
  return (
    <span>
      {before}
      <span lang={languageOf(author)}>{author}</span>
      {after}
    </span>
  );
}
