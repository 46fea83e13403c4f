import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { isOptionalMailKind, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "~/lib/mail-preferences";
import { localizePath } from "~/lib/locale";
import { pagePath } from "~/lib/paths";
import { portalStore } from "~/portal-store/portal-store.server";
import { pageLocale } from "~/session/guard.server";
import type { Member } from "~/session/session.server";

export interface MailChoiceView {
  kind: OptionalMailKind;
  wanted: boolean;
}

/** What the profile shows of mail and the private calendar: each optional kind's state, and whether a feed exists. */
export async function loadProfileMail(context: Readonly<RouterContextProvider>, member: Member) {
  const store = portalStore(context.get(appContext).env);
  const [choices, hasFeed] = await Promise.all([store.mailChoices.of(member.user.email), store.calendarFeeds.exists(member.user.id)]);
  return { mailChoices: OPTIONAL_MAIL_KINDS.map((kind): MailChoiceView => ({ kind, wanted: choices[kind] })), hasCalendarFeed: hasFeed };
}

export type ProfileMailAnswer = { intent: "calendar-feed"; feedUrl: string } | { intent: "mail-choice"; error: "bad-kind" };

/**
 * A switch posts `kind` and `wanted`; it applies at once and comes back to the switches (303, so a reload does not
 * post again), saying what changed. The calendar form makes a new secret URL and shows it this once.
 */
export async function answerProfileMail(form: FormData, request: Request, context: Readonly<RouterContextProvider>, member: Member) {
  const { env } = context.get(appContext);
  const { locale } = pageLocale(request);
  if (form.get("intent") === "calendar-feed") {
    const token = await portalStore(env).calendarFeeds.renew(member.user.id);
    const feedUrl = new URL(localizePath(`/calendar/saved/${token}.ics`, locale), env.SITE_URL).toString();
    return data<ProfileMailAnswer>({ intent: "calendar-feed", feedUrl }, { headers: { "Cache-Control": "private, no-store" } });
  }
  const kind = String(form.get("kind") ?? "");
  if (!isOptionalMailKind(kind)) return data<ProfileMailAnswer>({ intent: "mail-choice", error: "bad-kind" }, { status: 400 });
  const wanted = form.get("wanted") === "on";
  await portalStore(env).mailChoices.set(member.user.email, kind, wanted);
  const path = pagePath("profile", { query: { mail: `${kind}.${wanted ? "on" : "off"}` } });
  throw redirect(`${localizePath(path, locale)}#mail-choices`, 303);
}

/** The `?mail=<kind>.<on|off>` a switch came back with, for the notice; anything else shows none. */
export function changedChoice(request: Request): MailChoiceView | null {
  const [kind, state] = (new URL(request.url).searchParams.get("mail") ?? "").split(".");
  return kind && isOptionalMailKind(kind) && (state === "on" || state === "off") ? { kind, wanted: state === "on" } : null;
}
