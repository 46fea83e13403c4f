declare module "virtual:client-css" {
  /** Stylesheet text by public path (scripts/vite-client-css.ts); empty outside a production build. */
  const sheets: Record<string, string>;
  export default sheets;
}
