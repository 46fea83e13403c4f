import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { type PageDef, pages, quotationProfileChildren } from "./lib/pages";

type Variant = "th" | "en";

// Each route module is shared by both locales; ids are unique per variant.
function pageRoute(def: PageDef, variant: Variant) {
  const id = `${variant}:${def.key}`;
  if (def.path === "/") return index(`routes/${def.file}`, { id });
  const path = def.path.slice(1);
  if (def.key === "quotationProfile") {
    return route(
      path,
      `routes/${def.file}`,
      { id },
      [
        index("routes/quotation-profile._index.tsx", { id: `${variant}:quotationProfileIndex` }),
        ...quotationProfileChildren.map((child) =>
          route(child.path, `routes/${child.file}`, { id: `${variant}:${child.key}` }),
        ),
      ],
    );
  }
  return route(path, `routes/${def.file}`, { id });
}

function localeRoutes(variant: Variant) {
  return [
    layout("routes/layout.tsx", { id: `${variant}:layout` }, [
      ...pages.filter((p) => p.layout).map((p) => pageRoute(p, variant)),
      route("newsletter", "routes/newsletter.tsx", { id: `${variant}:newsletter` }),
      // Answers 404 outside local builds (see app/features/account/dev-mailbox.server.ts).
      route("dev/mailbox", "routes/dev-mailbox.tsx", { id: `${variant}:devMailbox` }),
      route("*", "routes/not-found.tsx", { id: `${variant}:notFound` }),
    ]),
    ...pages.filter((p) => !p.layout).map((p) => pageRoute(p, variant)),
    route("logout", "routes/logout.tsx", { id: `${variant}:logout` }),
  ];
}

export default [
  ...prefix("en", localeRoutes("en")),
  ...localeRoutes("th"),
] satisfies RouteConfig;
