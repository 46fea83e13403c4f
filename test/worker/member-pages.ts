import { env, exports } from "cloudflare:workers";
import { api, API_TOKEN, bearer, createMember, jsonInit } from "./content-fixtures";
import { BROWSER } from "./seeded";

/** Page requests as a signed-in member's browser sends them (the booth, leads and quotation page tests). */
export const ORIGIN = "http://example.com";

export interface Sent {
  status: number;
  headers: Headers;
  location: string | null;
  html: string;
  bytes: Uint8Array;
}

/** A form's fields (a repeated field as a list), or multipart data with files. */
export type FormFields = Record<string, string | string[]> | FormData;

function bodyOf(form: FormFields): URLSearchParams | FormData {
  if (form instanceof FormData) return form;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  return body;
}

/** A GET, or a same-origin form POST when `form` is given, with the member's session cookie. */
export async function send(path: string, init: { form?: FormFields; cookie?: string | null } = {}): Promise<Sent> {
  const headers: Record<string, string> = { "User-Agent": BROWSER };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.form) Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.form ? "POST" : "GET", headers, redirect: "manual", ...(init.form ? { body: bodyOf(init.form) } : {}) }),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, location: response.headers.get("location"), html: new TextDecoder().decode(bytes), bytes };
}

/** A new confirmed member of this company type, signed in through /login: their session cookie, id and JWT. */
export async function signedInMember(username: string, companyType = "visitor"): Promise<{ cookie: string; id: number; jwt: string }> {
  const member = await createMember(username);
  await env.DB.prepare("UPDATE up_users SET company_type = ? WHERE id = ?").bind(companyType, member.id).run();
  const login = await send("/login", { form: { identifier: `${username}@example.com`, password: "secret-pass-1" } });
  if (login.status !== 303) throw new Error(`sign-in of ${username} answered ${login.status}`);
  return { ...member, cookie: /__session=[^;]*/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "" };
}

/** Makes the member one of a listing's owners, as the site team does (company pages follow what a member runs). */
export async function runListing(memberId: number, plural: "venues" | "organizers" | "contractors" = "venues", listingId = 1): Promise<void> {
  const answer = await api(`/api/${plural}/${listingId}`, jsonInit("PUT", { data: { owners: { connect: [memberId] } } }, bearer(API_TOKEN)));
  if (answer.status !== 200) throw new Error(`making member ${memberId} an owner of ${plural}/${listingId} answered ${answer.status}`);
}

/** The named inputs and text areas of a page's first form of this class, as the browser would send them (files aside). */
export function formValues(html: string, formClass: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*class="${formClass}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? "";
  const fields: Record<string, string> = {};
  const decode = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = / name="([^"]+)"/.exec(tag)?.[1];
    if (!name || / type="file"/.test(tag)) continue;
    // A checkbox is sent only when ticked, as "on" unless it names a value.
    if (/ type="checkbox"/.test(tag)) {
      if (/ checked=""/.test(tag)) fields[name] = decode(/ value="([^"]*)"/.exec(tag)?.[1] ?? "on");
      continue;
    }
    fields[name] = decode(/ value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  for (const [, name, value] of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields[name!] = decode(value ?? "");
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) fields[name!] = / value="([^"]*)" selected=""/.exec(options ?? "")?.[1] ?? "";
  return fields;
}
