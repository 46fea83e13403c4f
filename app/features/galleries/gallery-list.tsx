import { ListPage } from "~/components/list-page";
import { StoryCard } from "../media/story-card";
import { galleryListConfig } from "./list-config";
import type { loadGalleryList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadGalleryList>>;

export function GalleryList({ data }: { data: Data }) {
  return (
    <ListPage pageKey="galleryList" config={galleryListConfig} data={data} items={data.items} itemKey={(card) => card.key}>
      {(card, index) => <StoryCard card={card} priority={index < 3} />}
    </ListPage>
  );
}
