import { Form, Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, MemberTypeField, TextField } from "~/features/account/account-ui";
import { updateAvatar, updateProfile } from "~/features/account/actions.server";
import { PROFILE } from "~/features/account/forms";
import { requireMember } from "~/session/guard.server";
import { FormField, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import { AVATAR_FILE } from "~/domain/file-rules";
import { FieldAlert, useFileCheck } from "~/components/forms/use-file-check";
import { AVATAR_PROBLEMS } from "~/features/account/avatar-problems";
import type { Route } from "./+types/profile";
import { pagePath } from "~/lib/paths";
import { readForm } from "~/server/form-body.server";
import { answerProfileMail, changedChoice, loadProfileMail, type ProfileMailAnswer } from "~/features/mail/profile-mail.server";
import { CalendarFeedBox, MailChoices } from "~/features/mail/profile-mail";
import "~/features/mail/mail.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { user } = member;
  return {
    seo: pageSeo(request, context, "profile"),
    ...(await loadProfileMail(context, member)),
    changedMail: changedChoice(request),
    limits: PROFILE,
    user: {
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      company_name: user.company_name,
      company_type: user.company_type,
      createdAt: user.createdAt,
      // Only a file of our own upload service is shown, whatever the stored JSON says.
      avatar: typeof user.avatar?.url === "string" && user.avatar.url.startsWith("/api/uploads/") ? user.avatar.url : null,
    },
  };
}

/** The photo form posts multipart data; the details form a plain one, as do the mail switches and the calendar link. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  if (multipart) return updateAvatar(request, context, member);
  const intent = (await readForm(request.clone() as Request)).get("intent");
  if (intent === "mail-choice" || intent === "calendar-feed") return answerProfileMail(await readForm(request), request, context, member);
  return updateProfile(request, context, member);
}

export const meta: Route.MetaFunction = seoMeta;

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  // The mail switches and the calendar form answer with their own shape; the details forms with an Answer.
  const mailAnswer = actionData && "intent" in actionData ? (actionData as ProfileMailAnswer) : undefined;
  const answer = mailAnswer ? undefined : (actionData as Answer);
  const { user, limits } = loaderData;
  const type = answer?.values.company_type ?? user.company_type ?? "";
  const photo = useFileCheck(AVATAR_FILE);
  return (
    <PageIntro pageKey="profile">
      <div className="account-form">
        <h2>{t("account.profile.heading")}</h2>
        <div className="profile-avatar">
          {user.avatar ? (
            <img src={user.avatar} alt={t("account.fields.avatar")} width={96} height={96} />
          ) : (
            <span className="profile-avatar__empty">{t("account.profile.noAvatar")}</span>
          )}
          <Form method="post" encType="multipart/form-data" className="stack-form" noValidate onSubmit={photo.onSubmit}>
            {photo.problem ? <FieldAlert fieldId="avatar-avatar" label={t("account.fields.avatar")} message={t(AVATAR_PROBLEMS[photo.problem])} /> : null}
            <FormField
              form="avatar"
              name="avatar"
              label={t("account.fields.avatar")}
              help={t("account.fields.avatarHelp")}
              error={photo.problem ? AVATAR_PROBLEMS[photo.problem] : (answer?.errors.avatar as TextKey | undefined)}
            >
              {(control) => <input {...control} ref={photo.input} onChange={photo.onChange} type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />}
            </FormField>
            <SubmitButton label={t("account.actions.uploadAvatar")} className="button" busyLabel="saving" />
          </Form>
        </div>
        <dl className="profile-facts">
          <dt>{t("account.fields.email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("account.fields.username")}</dt>
          <dd>{user.username}</dd>
        </dl>
        <FormMessages answer={answer} />
        <Form method="post" className="stack-form" noValidate>
          <TextField form="profile" name="first_name" label={t("account.fields.firstName")} autoComplete="given-name" answer={answer} defaultValue={user.first_name} maxLength={limits.first_name} />
          <TextField form="profile" name="last_name" label={t("account.fields.lastName")} autoComplete="family-name" answer={answer} defaultValue={user.last_name} maxLength={limits.last_name} />
          <TextField form="profile" name="phone" type="tel" label={t("account.fields.phone")} autoComplete="tel" answer={answer} defaultValue={user.phone} maxLength={limits.phone} />
          <TextField form="profile" name="company_name" label={t("account.fields.companyName")} autoComplete="organization" answer={answer} defaultValue={user.company_name} optional maxLength={limits.company_name} />
          <MemberTypeField form="profile" answer={answer} selected={type} />
          <SubmitButton label={t("account.actions.saveProfile")} busyLabel="saving" />
        </Form>
        <MailChoices email={user.email} choices={loaderData.mailChoices} changed={loaderData.changedMail} />
        <CalendarFeedBox exists={loaderData.hasCalendarFeed} feedUrl={mailAnswer?.intent === "calendar-feed" ? mailAnswer.feedUrl : null} />
        <p className="account-links">
          <Link to={to(pagePath("password"))}>{t("member.password")}</Link>
          <Link to={to(pagePath("bookmark"))}>{t("member.bookmarks")}</Link>
        </p>
      </div>
    </PageIntro>
  );
}
