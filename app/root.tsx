import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./fonts.css";
import "./app.css";
import { RouteErrorView } from "./components/error-boundary";
import { ScrollRestoration } from "./components/scroll-restoration";
import { SITE_FOOTER_ID } from "./components/site-footer-id";
import { useDeploymentWatcher } from "./components/use-deployment-watcher";
import { useThaiFontOnNavigation } from "./components/use-thai-font-on-navigation";
import { LOCALES, localeFromPath } from "./lib/locale";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The first paint waits until the parser reaches the footer (decision 039): the page is laid out once, whole,
  // instead of a header painted alone and the rest laid out again while the visitor starts to read.
  { rel: "expect", href: `#${SITE_FOOTER_ID}`, blocking: "render" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={LOCALES[locale].language} data-locale-iso={LOCALES[locale].iso}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a5b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useDeploymentWatcher();
  useThaiFontOnNavigation();
  return <Outlet />;
}

/** Errors outside the default layout (no-layout pages, the layout itself) render bare, as those pages do. */
export function ErrorBoundary() {
  return (
    <main id="main" className="bare-page">
      <RouteErrorView />
    </main>
  );
}
