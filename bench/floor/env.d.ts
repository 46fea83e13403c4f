// The floor is type-checked by tsconfig.node.json (Node types, no React Router typegen), so declare what Vite provides.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

interface ImportMeta {
  readonly env: { readonly MODE: string };
}

// The KV namespace of the second floor (wrangler.toml), read through workerd's module `env`.
declare module "cloudflare:workers" {
  export const env: { FLOOR_KV: { get(key: string): Promise<string | null> } };
}
