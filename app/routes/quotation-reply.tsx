import { PageIntro } from "~/components/page-intro";
import { ReplyPage } from "~/features/quotations/reply-page";
import { answerReply, loadReply } from "~/features/quotations/reply.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-reply";
import "~/features/info/info.css";
import "~/features/quotations/quotations.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReply(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return answerReply(request, context);
}

// The link is a key to one request: never kept by a cache, shared or not.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationReplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="quotationReply">
      <ReplyPage state={loaderData.state} done={loaderData.done} answer={actionData} answerMax={loaderData.answerMax} />
    </PageIntro>
  );
}
