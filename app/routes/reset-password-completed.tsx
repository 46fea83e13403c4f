import { Link } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password-completed";
import "~/features/account/account.css";
import { pagePath } from "~/lib/paths";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "resetPasswordCompleted") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ResetPasswordCompletedPage() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <BarePage pageKey="resetPasswordCompleted">
      <p className="account-links">
        <Link className="button button--accent" to={to(pagePath("login"))}>
          {t("account.actions.toSignIn")}
        </Link>
      </p>
    </BarePage>
  );
}
