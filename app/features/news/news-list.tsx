import { ListPage } from "~/components/list-page";
import { StoryCard } from "../media/story-card";
import { newsListConfig } from "./list-config";
import type { loadNewsList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadNewsList>>;

export function NewsList({ data }: { data: Data }) {
  return (
    <ListPage pageKey="newsList" config={newsListConfig} data={data} items={data.items} itemKey={(card) => card.key}>
      {(card, index) => <StoryCard card={card} priority={index < 3} />}
    </ListPage>
  );
}
