import { Form, Link } from "react-router";
import { FormAlert, FormSuccess, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import type { JoinState } from "./team-join.server";
import "./teams.css";

/** What an invitation link shows a signed-in member: the invitation and its button, or why it cannot be used. */
export function TeamJoin({ state, profilePath }: { state: JoinState; profilePath: string }) {
  const { t } = useTranslation();
  if (state.kind === "accepted" || state.kind === "already") {
    const title = state.kind === "accepted" ? t("listings.team.join.accepted", { role: t(`listings.team.role.${state.role}`), name: state.name }) : t("listings.team.join.already", { name: state.name });
    return (
      <FormSuccess title={title}>
        <p>
          <Link className="button button--accent" to={profilePath}>
            {t("listings.team.join.open")}
          </Link>
        </p>
      </FormSuccess>
    );
  }
  if (state.kind === "open" || state.kind === "failed") {
    return (
      <div className="team-join">
        {state.kind === "failed" ? <FormAlert message={t("listings.team.errors.failed")} /> : null}
        <p>{t("listings.team.join.lead", { inviter: state.inviter, role: t(`listings.team.role.${state.role}`), name: state.name })}</p>
        <p>{t(`listings.team.roleHelp.${state.role}`)}</p>
        <p>{t("listings.team.join.signedInAs", { email: state.email })}</p>
        <Form method="post">
          <input type="hidden" name="token" value={state.token} />
          <SubmitButton label={t("listings.team.join.accept")} />
        </Form>
      </div>
    );
  }
  const message =
    state.kind === "wrongEmail"
      ? t("listings.team.join.wrongEmail", { email: state.email })
      : state.kind === "expired"
        ? t("listings.team.join.expired", { inviter: state.inviter })
        : t(`listings.team.join.${state.kind}`);
  return (
    <div className="team-join">
      <FormAlert message={message} />
    </div>
  );
}
