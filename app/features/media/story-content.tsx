import { useTranslation } from "~/i18n/react";
import { RichText } from "~/components/rich-text";

interface StoryContentProps {
  /** Sanitised in the loader. */
  contentHtml: string;
  contentLang?: "th";
  excerpt: string;
  excerptLang?: "th";
  titleLang?: "th";
}

/**
 * The body of a news item or an article. English pages that fall back to Thai say so in a small note and mark
 * the Thai block `lang="th"`; with no body, the excerpt stands in.
 */
export function StoryContent({ contentHtml, contentLang, excerpt, excerptLang, titleLang }: StoryContentProps) {
  const { t } = useTranslation();
  const thaiOnly = contentHtml ? contentLang : excerptLang;
  const partlyThai = !thaiOnly && (titleLang || (contentHtml ? undefined : excerptLang));
  return (
    <>
      {thaiOnly || partlyThai ? (
        <p className="story__note" role="note">
          {t(thaiOnly ? "media.thaiOnly" : "media.partlyThai")}
        </p>
      ) : null}
      {contentHtml ? (
        <div lang={contentLang}>
          <RichText html={contentHtml} className="story__text" />
        </div>
      ) : excerpt ? (
        <p className="story__lead" lang={excerptLang}>
          {excerpt}
        </p>
      ) : null}
    </>
  );
}
