import { matchRoutes } from "react-router";
import { createPreloadQueue } from "~/lib/preload-queue";

/** What React Router's browser build leaves on `window`: the route tree and each route's script files. */
interface RouterGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] };
  __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

const queue = createPreloadQueue();

/** One `<link rel="modulepreload">`, settled when the file has arrived (or could not). */
function modulePreload(href: string): Promise<void> {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`preload of ${href} failed`));
    document.head.appendChild(link);
  });
}

/** The script files of the routes a same-site link opens that this page has not loaded yet. */
function filesFor(anchor: HTMLAnchorElement): string[] {
  const globals = window as unknown as RouterGlobals;
  const routes = globals.__reactRouterDataRouter?.routes;
  const manifest = globals.__reactRouterManifest;
  if (!routes || !manifest || anchor.origin !== location.origin || anchor.target === "_blank" || anchor.hasAttribute("download")) return [];
  const loaded = globals.__reactRouterRouteModules ?? {};
  const files = (matchRoutes(routes, anchor.pathname) ?? [])
    .filter((match) => !(match.route.id! in loaded))
    .flatMap((match) => {
      const entry = manifest.routes[match.route.id!];
      return entry ? [entry.module, ...(entry.imports ?? [])] : [];
    });
  return [...new Set(files)];
}

function onIntent(event: Event) {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const files = filesFor(anchor);
  if (files.length > 0) queue.add(anchor.pathname, () => Promise.all(files.map(modulePreload)));
}

/**
 * Route preloads on intent: pointing at or focusing a link fetches the scripts of the page it opens, at most 5
 * routes at once (app/lib/preload-queue.ts, the spec's limiter), so the click renders without waiting for them.
 * Only scripts: the page's data is asked when the visitor goes there, never ahead.
 */
export function preloadRoutesOnIntent() {
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
}
