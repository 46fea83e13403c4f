import { Form } from "react-router";
import { FormAlert, SubmitButton } from "~/components/forms/form-ui";
import { PageIntro } from "~/components/page-intro";
import { applyUnsubscribe, loadUnsubscribe, type UnsubscribeState } from "~/features/mail/unsubscribe.server";
import { useTranslation } from "~/i18n/react";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";
import "~/features/mail/mail.css";

export const loader = ({ request, context }: Route.LoaderArgs) => loadUnsubscribe(request, context);

export const action = ({ request, context }: Route.ActionArgs) => applyUnsubscribe(request, context);

// The link names an address: never kept by a cache, shared or not.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = seoMeta;

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shown: UnsubscribeState = (actionData as UnsubscribeState | undefined) ?? loaderData;
  return (
    <PageIntro pageKey="unsubscribe">
      <div className="unsubscribe">
        {shown.state === "invalid" && (
          <>
            <h2>{t("mail.unsubscribe.invalidTitle")}</h2>
            <FormAlert message={t("mail.unsubscribe.invalid")} />
          </>
        )}
        {shown.state === "ask" && (
          <Form method="post" className="stack-form" noValidate>
            <h2>{t("mail.unsubscribe.question", { kind: t(`mail.kinds.${shown.kind}`), email: shown.email })}</h2>
            <p>{t("mail.unsubscribe.explain")}</p>
            <input type="hidden" name="token" value={shown.token} />
            <SubmitButton label={t("mail.unsubscribe.confirm")} />
          </Form>
        )}
        {shown.state === "done" && (
          <div role="status">
            <h2>{t("mail.unsubscribe.done", { kind: t(`mail.kinds.${shown.kind}`), email: shown.email })}</h2>
            <p>{t("mail.unsubscribe.doneHint")}</p>
          </div>
        )}
      </div>
    </PageIntro>
  );
}
