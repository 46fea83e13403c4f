/**
 * The member a write spoke for: the `id` of the users-permissions JWT it carried, as Strapi 4 issues it. Trusted only
 * once Strapi took the write, so Strapi verified the token. The API token (the portal's own server, the site team)
 * is no JWT and names nobody, as the embedded service logs only its members' writes.
 */
export function memberOfBearer(authorization: string | null): number | null {
  const payload = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!payload) return null;
  try {
    const { id } = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { id?: unknown };
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
