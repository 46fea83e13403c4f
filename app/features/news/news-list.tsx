import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { listSearch } from "~/lib/list-query";
import { StoryCard } from "../media/story-card";
import { newsListConfig } from "./list-config";
import type { loadNewsList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadNewsList>>;

export function NewsList({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("pages.newsList.title")}
      lead={t("pages.newsList.description")}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
      hrefForPage={(page) => listSearch(data.state, newsListConfig, { page }) || "?"}
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
