import { useTranslation } from "~/i18n/react";
import { Outlet, useLoaderData } from "react-router";
import { RouteErrorView } from "~/components/error-boundary";
import { HydrateLater } from "~/components/hydrate-later";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { memberOf } from "~/session/session.server";
import { memberSummaryOf } from "~/session/member-summary.server";
import { consentOf } from "~/features/info/consent.server";
import { CookieConsentBanner } from "~/features/info/cookie-consent";
import { bangkokYear } from "~/domain/bangkok-time";
import { portalNow } from "~/domain/clock";
import type { Route } from "./+types/layout";

/**
 * Whether the visitor has made a cookie choice yet (the banner shows until they have), and for a signed-in
 * member their name for the header; the footer's year.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await memberOf(request, context);
  return { consent: consentOf(request), member: member ? memberSummaryOf(member) : null, year: bangkokYear(portalNow()) };
}

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </>
  );
}

/** The default layout: header, navigation, footer. */
export default function DefaultLayout() {
  const { consent } = useLoaderData<typeof loader>();
  return (
    <>
      <Chrome>
        <Outlet />
      </Chrome>
      {consent ? null : <CookieConsentBanner />}
    </>
  );
}

/** Errors inside a page keep the site chrome so the visitor can move on. */
export function ErrorBoundary() {
  return (
    <Chrome>
      <div className="container">
        <RouteErrorView />
      </div>
    </Chrome>
  );
}
