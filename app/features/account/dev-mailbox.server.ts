import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { isLoopbackUrl } from "~/lib/runtime-config";
import { portalStore } from "~/portal-store/portal-store.server";

/**
 * The local mail outbox (`mail_outbox`, written by the content service's local mailer) for a person trying the
 * portal on their machine. It answers 404 unless this is a local build (`npm start`, the browser journeys and
 * the Worker tests build with VITE_DEV_MAILBOX=1; `npm run build` for a deployment does not) and SITE_URL is a
 * loopback address, so a deployment never lists anyone's mail.
 */
export function devMailboxEnabled(localBuild: boolean, siteUrl: string): boolean {
  return localBuild && isLoopbackUrl(siteUrl);
}
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string | null;
  /** Extra header lines the mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: [string, string][];
  sentAt: string;
  /** Links in the mail; those to this site are made relative, so they open on the host and port in use. */
  links: { href: string; text: string }[];
  /** The mail's files, each as a `data:` link to download. */
  files: { filename: string; href: string }[];
}

interface StoredFile {
  filename: string;
  contentType: string;
  content: string;
}

function filesOf(json: string | null): OutboxMail["files"] {
  const files = json ? (JSON.parse(json) as StoredFile[]) : [];
  return files.map((file) => ({ filename: file.filename, href: `data:${file.contentType};charset=utf-8,${encodeURIComponent(file.content)}` }));
}

const LINK = /https?:\/\/[^\s<>"']+/g;

function linkOf(text: string, ownOrigins: Set<string>) {
  const url = new URL(text);
  return { href: ownOrigins.has(url.origin) ? url.pathname + url.search : text, text };
}

function headersOf(json: string | null): [string, string][] {
  if (!json) return [];
  const parsed = JSON.parse(json) as Record<string, string>;
  return Object.entries(parsed);
}

export async function outboxMails(request: Request, context: Readonly<RouterContextProvider>): Promise<OutboxMail[]> {
  const { env } = context.get(appContext);
  if (!devMailboxEnabled(import.meta.env.VITE_DEV_MAILBOX === "1", env.SITE_URL)) throw data(null, { status: 404 });
  const mails = await portalStore(env).mailOutbox.latest();
  const own = new Set([new URL(request.url).origin, new URL(env.SITE_URL).origin]);
  return mails.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body ?? "",
    kind: row.kind,
    headers: headersOf(row.headers),
    sentAt: row.created_at,
    links: [...new Set((row.text_body ?? "").match(LINK) ?? [])].map((link) => linkOf(link, own)),
    files: filesOf(row.attachments),
  }));
}
