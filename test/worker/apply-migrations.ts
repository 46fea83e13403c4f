import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { freshStorage } from "./fresh-storage";

// Setup files run before every test file, in a runtime earlier files used: migrations are applied once
// (applyD1Migrations is idempotent), and each file starts on empty storage.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await freshStorage();
