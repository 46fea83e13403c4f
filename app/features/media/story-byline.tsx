import { Byline } from "~/components/byline";
import { useLocale } from "~/components/use-locale";
import { formatNewsDate } from "~/lib/dates";
import type { StoryText } from "./story-text";

/** The day and the author under a story's title; `children` adds what one kind of story says more. */
export function StoryByline({ story, children }: { story: Pick<StoryText, "date" | "author">; children?: React.ReactNode }) {
  const locale = useLocale();
  return (
    <p className="story__byline">
      {story.date ? <time dateTime={story.date}>{formatNewsDate(story.date, locale)}</time> : null}
      {story.author ? <Byline author={story.author} /> : null}
      {children}
    </p>
  );
}
