import qs from "qs";
import { SourceUnavailable, withTimeout } from "./source";

/** A member as Strapi 4's users-permissions answers one (flat), with the fields their mails need. */
export interface StrapiUser {
  id: number;
  email: string;
  username: string;
  first_name?: string | null;
  locale?: string | null;
  confirmed?: boolean | null;
  blocked?: boolean | null;
}

const MAIL_FIELDS = ["email", "username", "first_name", "locale", "confirmed", "blocked"];

/**
 * The members on a remote Strapi, as the portal's account routes need them (workers/proxy/strapi-accounts.ts):
 * found and updated with the API token, through users-permissions' own `users` routes. Strapi down, answering 5xx,
 * or refusing the token (a token without full access) is SourceUnavailable: the member can only try again later.
 */
export function strapiUsers(baseUrl: string, apiToken: string) {
  const call = async (path: string, init: RequestInit & { token?: boolean } = {}): Promise<Response> => {
    const { token = true, ...rest } = init;
    const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${apiToken}` } : {}) };
    const response = await withTimeout(() => fetch(new URL(`/api/${path}`, baseUrl), { ...rest, headers }));
    if (response.status >= 500) throw new SourceUnavailable(`Strapi answered ${response.status} to ${rest.method ?? "GET"} /api/${path.split("?")[0]}`);
    return response;
  };
  const refused = (response: Response, what: string) => new SourceUnavailable(`Strapi answered ${response.status} to ${what}: is CONTENT_API_TOKEN a full-access token?`);
  const user = async (response: Response, what: string): Promise<StrapiUser | null> => {
    if (response.status === 404) return null;
    if (!response.ok) throw refused(response, what);
    return (await response.json()) as StrapiUser;
  };
  return {
    /** The member with this email (stored lowercase by Strapi; matched case-insensitively all the same). */
    async byEmail(email: string): Promise<StrapiUser | null> {
      const query = qs.stringify({ filters: { email: { $eqi: email } }, fields: MAIL_FIELDS }, { encodeValuesOnly: true });
      const response = await call(`users?${query}`);
      if (!response.ok) throw refused(response, "a search of users by email");
      return ((await response.json()) as StrapiUser[])[0] ?? null;
    },
    /** Sets what users-permissions' update takes from the API token (private fields too); null for a member gone. */
    async update(id: number, data: Record<string, unknown>): Promise<StrapiUser | null> {
      return user(await call(`users/${id}`, { method: "PUT", body: JSON.stringify(data) }), `an update of user ${id}`);
    },
    /** Strapi's own `auth/reset-password`, asked as the public: its answer as it came. */
    resetPassword(body: { code: string; password: string; passwordConfirmation: string }): Promise<Response> {
      return call("auth/reset-password", { method: "POST", body: JSON.stringify(body), token: false });
    },
  };
}
