import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { listSearch } from "~/lib/list-query";
import { StoryCard } from "../media/story-card";
import { galleryListConfig } from "./list-config";
import type { loadGalleryList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadGalleryList>>;

export function GalleryList({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("pages.galleryList.title")}
      lead={t("pages.galleryList.description")}
      state={data.state}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
      hrefForPage={(page) => listSearch(data.state, galleryListConfig, { page }) || "?"}
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
