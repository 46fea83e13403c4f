import { ListPage } from "~/components/list-page";
import { StoryCard } from "../media/story-card";
import { newsListConfig } from "./list-config";
import type { loadNewsList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadNewsList>>;

export function NewsList({ data }: { data: Data }) {
  return (
    <ListPage
      pageKey="newsList"
      config={newsListConfig}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
    >
      <ul className="card-grid">
        {data.items.map((card, index) => (
          <li key={card.key}>
            <StoryCard card={card} priority={index < 3} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
