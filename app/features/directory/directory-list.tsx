import { ListPage } from "~/components/list-page";
import { useLocale } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";
import { FollowButton } from "~/components/member-buttons";
import { useMember } from "~/components/use-layout-data";
import { CompanyCard } from "./company-card";
import { directoryListConfig } from "./kinds";
import type { loadDirectoryList } from "./list.server";
import "./directory.css";
import { LISTING_PAGES } from "~/lib/listing-pages";

type Data = Awaited<ReturnType<typeof loadDirectoryList>>;

export function DirectoryList({ data }: { data: Data }) {
  const locale = useLocale();
  const pages = LISTING_PAGES[data.kind];
  const { kind } = data;
  // Signed-in members follow from the cards; a visitor finds the sign-in link on the listing's page.
  const member = useMember();
  return (
    <ListPage pageKey={pages.list} config={directoryListConfig(data.kind, locale)} data={data} items={data.items} itemKey={(item) => item.id}>
      {(item, index) => (
        <CompanyCard
          item={item}
          href={pagePath(pages.detail, { id: item.slug })}
          imageFit={data.kind === "venue" ? "cover" : "logo"}
          priority={index < 3}
          action={member && kind !== "contractor" ? <FollowButton kind={kind} item={String(item.id)} followed={data.followed.includes(String(item.id))} small /> : null}
        />
      )}
    </ListPage>
  );
}
