import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { RouteErrorView } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

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
      <SiteFooter />
    </>
  );
}

/** The default layout: header, navigation, footer. */
export default function DefaultLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
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
