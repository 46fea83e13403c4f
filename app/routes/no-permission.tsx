import { Form, Link } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import { memberSummaryOf } from "~/session/member-summary.server";
import { memberOf } from "~/session/session.server";
import { pageLocale } from "~/session/guard.server";
import { waitingClaimsOf } from "~/features/contracts/pending-claims.server";
import type { Route } from "./+types/no-permission";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await memberOf(request, context);
  const claims = member ? await waitingClaimsOf(request, context, member, pageLocale(request).locale) : [];
  return { seo: pageSeo(request, context, "noPermission"), member: member ? { ...memberSummaryOf(member), email: member.user.email } : null, claims };
}

export const meta: Route.MetaFunction = seoMeta;

/**
 * Where a member who runs no listing lands (app/session/guard.server.ts): who they are signed in as, then either
 * the claims the site team has yet to decide (which listing, since when, where the answer will be mailed) or how
 * a company page becomes theirs (the claim on the listing's page), and the ways on: the site search, sign-out (to
 * sign in with another account), the home page and the contact page. A visitor gets the sign-in instead.
 */
export default function NoPermissionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { member, claims } = loaderData;
  return (
    <BarePage pageKey="noPermission">
      {member ? (
        <>
          <p>{t("account.noPermission.signedInAs", { name: member.name })}</p>
          {claims.length > 0 ? (
            <>
              <p>{t("account.noPermission.claimPending")}</p>
              <ul>
                {claims.map((claim) => (
                  <li key={claim.reference}>{t("account.noPermission.claimWaiting", claim)}</li>
                ))}
              </ul>
              <p>{t("account.noPermission.claimMail", { email: member.email })}</p>
            </>
          ) : (
            <>
              <p>{t("account.noPermission.companyPages")}</p>
              <p className="bare-page__actions">
                <Link className="button button--primary" to={to(pagePath("search"))}>
                  {t("account.noPermission.findCompany")}
                </Link>
              </p>
            </>
          )}
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
