import type { Locale } from "../domain/locales";

/** The Strapi v4 wire shapes the portal reads, shared by the client and the pages. */

export interface StrapiEntity<A = Record<string, unknown>> {
  id: number;
  attributes: A;
}

/** A populated relation: `{data: {id, attributes}}`, or `{data: null}` when unset. */
export interface StrapiRelation<A = Record<string, unknown>> {
  data: StrapiEntity<A> | null;
}

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

export interface StrapiList<A = Record<string, unknown>> {
  data: StrapiEntity<A>[];
  meta: { pagination: PaginationMeta };
}

export interface StrapiSingle<A = Record<string, unknown>> {
  data: StrapiEntity<A>;
  meta: Record<string, never>;
}

export interface StrapiErrorBody {
  status: number;
  name: string;
  message: string;
  details: { errors?: { path: string[]; message: string; name?: string }[] } & Record<string, unknown>;
}

/** Users-permissions answers users flat, not as `{id, attributes}`. */
export interface User {
  id: number;
  username: string;
  email: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  role: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company_name: string | null;
  company_type: string | null;
  locale: Locale | null;
  avatar: { id?: number; url?: string; mime?: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResponse {
  jwt: string;
  user: User;
}

export interface UploadedFile {
  id: number;
  name: string;
  hash: string;
  ext: string;
  mime: string;
  /** Kilobytes, as Strapi reports them. */
  size: number;
  url: string;
  provider: string;
  createdAt: string;
  updatedAt: string;
  alternativeText?: string | null;
  caption?: string | null;
  /** A picture's own size and its narrower renditions, as Strapi lists them (docs/decisions/067). */
  width?: number | null;
  height?: number | null;
  formats?: Record<string, UploadedFormat> | null;
}

/** One of Strapi's `formats` of a picture: a narrower copy stored beside it. */
export interface UploadedFormat {
  width: number;
  height: number;
  url: string;
  mime: string;
}

/** `cover_img` and other images: a plain path, `{path}`, or a Strapi media object with `url`. */
export type ImageValue = string | { path?: string | null; url?: string | null } | null | undefined;
