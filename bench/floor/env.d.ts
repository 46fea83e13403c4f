// The floor is type-checked by tsconfig.node.json (Node types, no React Router typegen), so declare what Vite provides.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

interface ImportMeta {
  readonly env: { readonly MODE: string };
}
