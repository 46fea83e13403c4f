import { useTranslation } from "~/i18n/react";
import { ContentImage } from "~/components/content-image";
import { RichText } from "~/components/rich-text";
import { useLocale } from "~/components/use-locale";
import type { StoryText } from "./story-text";

/**
 * The cover and body of a news item or an article. English pages that fall back to Thai say so in a small note
 * and mark the Thai block `lang="th"`; with no body, the excerpt stands in.
 */
export function StoryContent({ story }: { story: StoryText }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { contentHtml, contentLang, excerpt, excerptLang, titleLang } = story;
  const thaiOnly = contentHtml ? contentLang : excerptLang;
  const partlyThai = !thaiOnly && (titleLang || (contentHtml ? undefined : excerptLang));
  return (
    <>
      <ContentImage image={story.cover} locale={locale} fallbackAlt={story.title} ratio="16 / 9" priority className="story__cover" sizes="(min-width: 64rem) 46rem, 100vw" />
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
