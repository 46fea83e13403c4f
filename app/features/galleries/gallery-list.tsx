import { ListPage } from "~/components/list-page";
import { StoryCard } from "../media/story-card";
import { galleryListConfig } from "./list-config";
import type { loadGalleryList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadGalleryList>>;

export function GalleryList({ data }: { data: Data }) {
  return (
    <ListPage
      pageKey="galleryList"
      config={galleryListConfig}
      state={data.state}
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
