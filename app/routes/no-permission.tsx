import { Form, Link } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import { memberSummaryOf } from "~/session/member-summary.server";
import { memberOf } from "~/session/session.server";
import type { Route } from "./+types/no-permission";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await memberOf(request, context);
  return { seo: pageSeo(request, context, "noPermission"), member: member ? memberSummaryOf(member) : null };
}

export const meta: Route.MetaFunction = seoMeta;

/**
 * Where a member without a company's access lands (app/session/guard.server.ts): who they are signed in as, how
 * a company page becomes theirs (the claim on the listing's page), and the ways on: the site search, sign-out (to
 * sign in with another account), the home page and the contact page. A visitor gets the sign-in instead.
 */
export default function NoPermissionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { member } = loaderData;
  return (
    <BarePage pageKey="noPermission">
      {member ? (
        <>
          <p>{t("account.noPermission.signedInAs", { name: member.name })}</p>
          <p>{t("account.noPermission.companyPages")}</p>
          <p className="bare-page__actions">
            <Link className="button button--primary" to={to(pagePath("search"))}>
              {t("account.noPermission.findCompany")}
            </Link>
          </p>
          <Form method="post" action={to(pagePath("logout"))}>
            <button type="submit" className="button">
              {t("account.noPermission.signOut")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>{t("account.noPermission.signedOut")}</p>
          <p className="bare-page__actions">
            <Link className="button button--primary" to={to(pagePath("login"))}>
              {t("account.noPermission.signIn")}
            </Link>
          </p>
        </>
      )}
      <p className="bare-page__links">
        <Link to={to(pagePath("home"))}>{t("account.noPermission.home")}</Link>
        <Link to={to(pagePath("contact"))}>{t("account.noPermission.contact")}</Link>
      </p>
    </BarePage>
  );
}
