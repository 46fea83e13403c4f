import { ListPage } from "~/components/list-page";
import { useLocale } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";
import { CompanyCard } from "./company-card";
import { DIRECTORY_KINDS, directoryListConfig } from "./kinds";
import type { loadDirectoryList } from "./list.server";
import "./directory.css";

type Data = Awaited<ReturnType<typeof loadDirectoryList>>;

export function DirectoryList({ data }: { data: Data }) {
  const locale = useLocale();
  const def = DIRECTORY_KINDS[data.kind];
  return (
    <ListPage pageKey={def.listKey} config={directoryListConfig(data.kind, locale)} data={data} items={data.items} itemKey={(item) => item.id}>
      {(item, index) => (
        <CompanyCard
          item={item}
          href={pagePath(def.detailKey, { id: item.slug })}
          imageFit={data.kind === "venue" ? "cover" : "logo"}
          priority={index < 3}
        />
      )}
    </ListPage>
  );
}
