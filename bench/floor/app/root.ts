// Written with createElement, not JSX, so tsconfig.node.json (which includes bench/) checks it without a JSX setup.
import { createElement as h, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

export function Layout({ children }: { children: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h(Meta),
      h(Links),
    ),
    h("body", null, children, h(ScrollRestoration), h(Scripts)),
  );
}

export default function App() {
  return h(Outlet);
}
