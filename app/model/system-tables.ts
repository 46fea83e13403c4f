import { MEMBER_TYPES } from "../domain/members.ts";
import { PHONE_FORMAT } from "../domain/phone.ts";
import { LOCALE_CODES } from "../domain/locales.ts";
import type { CollectionDef } from "./model";

/**
 * Tables the service needs beyond the content model. They are described with the same `CollectionDef` shape so
 * the migration generator, the column convention and the serialiser treat them like any collection; none of
 * them is routed by the generic REST handler.
 */

/** Strapi's users-permissions user (table `up_users`, REST path `users`). */
export const usersCollection: CollectionDef = {
  singular: "user",
  plural: "users",
  table: "up_users",
  kind: "collectionType",
  displayName: "User",
  access: "private",
  fields: {
    username: { type: "string", required: true, unique: true, maxLength: 80 },
    email: { type: "email", required: true, unique: true, maxLength: 200 },
    provider: { type: "string", maxLength: 40, default: "local" },
    password: { type: "password", private: true, maxLength: 200 },
    /** SHA-256 of the emailed reset code (hex); the code itself is never stored. */
    reset_password_token: { type: "string", private: true, maxLength: 200 },
    reset_password_expires_at: { type: "datetime", private: true },
    /** SHA-256 of the emailed confirmation token (hex). */
    confirmation_token: { type: "string", private: true, maxLength: 200 },
    /** In every JWT; raised by sign-out, a password change and a reset, so every older JWT is refused. */
    token_version: { type: "integer", private: true, default: 0 },
    confirmed: { type: "boolean", default: false },
    blocked: { type: "boolean", default: false },
    role: { type: "string", maxLength: 40, default: "authenticated" },
    first_name: { type: "string", maxLength: 120 },
    last_name: { type: "string", maxLength: 120 },
    phone: { type: "string", maxLength: 40, pattern: PHONE_FORMAT },
    company_name: { type: "string", maxLength: 200 },
    company_type: { type: "enumeration", enum: MEMBER_TYPES },
    locale: { type: "enumeration", enum: LOCALE_CODES, default: "th" },
    /** When the member accepted the terms of use and the privacy policy (set by the service at registration). */
    terms_accepted_at: { type: "datetime" },
    /** The profile photo: the `api/upload` entry (`{id, url, mime}`), like the content's images. */
    avatar: { type: "json" },
  },
};

/** Files stored in R2 by `api/upload`, answered in Strapi's upload shape. */
export const uploadFilesCollection: CollectionDef = {
  singular: "file",
  plural: "files",
  table: "upload_files",
  kind: "collectionType",
  displayName: "Upload file",
  access: "private",
  fields: {
    name: { type: "string", required: true, maxLength: 255 },
    alternative_text: { type: "string", maxLength: 255 },
    caption: { type: "string", maxLength: 255 },
    hash: { type: "string", required: true, unique: true, maxLength: 120 },
    ext: { type: "string", maxLength: 20 },
    mime: { type: "string", required: true, maxLength: 120 },
    size: { type: "decimal", required: true },
    url: { type: "string", required: true, maxLength: 300 },
    provider: { type: "string", maxLength: 40, default: "r2" },
    /** A picture's own size and its narrower renditions (Strapi's `formats`), made at upload (docs/decisions/067). */
    width: { type: "integer" },
    height: { type: "integer" },
    formats: { type: "json" },
    uploaded_by: { type: "relation", target: "users" },
  },
};

/** Outgoing mail kept by the local mailer, so developers and tests can read confirmation and reset links. */
export const mailOutboxCollection: CollectionDef = {
  singular: "mail-outbox",
  plural: "mail-outbox",
  table: "mail_outbox",
  kind: "collectionType",
  displayName: "Mail outbox (local mailer)",
  access: "private",
  fields: {
    to_address: { type: "email", required: true, maxLength: 200 },
    reply_to: { type: "email", maxLength: 200 },
    subject: { type: "string", required: true, maxLength: 300 },
    text_body: { type: "text" },
    html_body: { type: "text" },
    kind: { type: "string", maxLength: 40 },
    // The extra headers the mail carried (List-Unsubscribe and its one-click partner), as a JSON object.
    headers: { type: "json" },
    /** The mail's files as JSON (`[{filename, contentType, content}]`), offered for download by /dev/mailbox. */
    attachments: { type: "json" },
    /** The outbox row it was delivered from: kept once, as a provider keeps an idempotency key (docs/decisions/053). */
    mail_id: { type: "string", unique: true, maxLength: 64 },
  },
};

export const systemCollections: readonly CollectionDef[] = [usersCollection, uploadFilesCollection, mailOutboxCollection];
