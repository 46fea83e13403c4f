declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    RECAPTCHA_SECRET?: string;
    STRAPI_WEBHOOK_SECRET?: string;
    BOT_CHECK?: string;
  }
}
