export function robotsTxt(env: Env): Response {
  const sitemap = new URL("/sitemap.xml", env.SITE_URL).toString();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /en/login",
    "Disallow: /login",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
