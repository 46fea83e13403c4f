import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientCss } from "./scripts/vite-client-css.ts";

const SHELL = /[\\/]app[\\/](components[\\/](site-header|site-footer|hydrate-later|language-switcher|newsletter-form|submission-key-field|error-boundary|error-view|use-locale|use-deployment-watcher|content-image)|lib[\\/](paths|pages|site|seo|locale|browser-cookies|reload-guard|navigation|newsletter|hex)|i18n[\\/](index|react|translator)|features[\\/](account[\\/]use-member|info[\\/]cookie-consent))\b/;

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), clientCss()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "shell", test: SHELL }] },
          },
        },
      },
    },
  },
});
