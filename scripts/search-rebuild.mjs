/**
 * Rebuilds the site search index of a running portal from its content source (run it after content changed
 * in a remote Strapi, whose writes the portal does not see):
 *
 *   CONTENT_API_TOKEN=… npm run search:rebuild -- --url https://portal.example
 *
 * --url defaults to SITE_URL, then to the local dev server. The portal reads every published entry and
 * replaces its index (POST /search/rebuild, token required).
 */
const at = process.argv.indexOf("--url");
const base = (at >= 0 ? process.argv[at + 1] : undefined) ?? process.env.SITE_URL ?? "http://127.0.0.1:8787";
const token = process.env.CONTENT_API_TOKEN;
if (!token) {
  console.error("search:rebuild: set CONTENT_API_TOKEN to the portal's content API token.");
  process.exit(1);
}
const response = await fetch(new URL("/search/rebuild", base), { method: "POST", headers: { Authorization: `Bearer ${token}` } });
const body = await response.text();
if (!response.ok) {
  console.error(`search:rebuild: ${base} answered ${response.status}: ${body}`);
  process.exit(1);
}
console.log(`search:rebuild: ${JSON.parse(body).indexed} documents indexed at ${base}.`);
