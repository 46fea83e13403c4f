import { ListPage } from "~/components/list-page";
import { useLocale } from "~/components/use-locale";
import { CompanyCard } from "./company-card";
import { DIRECTORY_KINDS, directoryListConfig } from "./kinds";
import type { loadDirectoryList } from "./list.server";
import "./directory.css";
import { pagePath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadDirectoryList>>;

export function DirectoryList({ data }: { data: Data }) {
  const locale = useLocale();
  const def = DIRECTORY_KINDS[data.kind];
  const config = directoryListConfig(data.kind, locale);
  return (
    <ListPage
      pageKey={def.listKey}
      config={config}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
    >
      <ul className="card-grid">
        {data.items.map((item, index) => (
          <li key={item.id}>
            <CompanyCard
              item={item}
              href={pagePath(def.detailKey, { id: item.slug })}
              imageFit={data.kind === "venue" ? "cover" : "logo"}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
