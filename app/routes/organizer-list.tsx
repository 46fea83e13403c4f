import { DirectoryList } from "~/features/directory/directory-list";
import { loadDirectoryList } from "~/features/directory/list.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/organizer-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDirectoryList(request, context, "organizer");
}

export const meta: Route.MetaFunction = seoMeta;

export default function OrganizerListPage({ loaderData }: Route.ComponentProps) {
  return <DirectoryList data={loaderData} />;
}
