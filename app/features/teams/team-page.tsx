import { Form } from "react-router";
import { FormAlert, FormField, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { TEAM_ROLES } from "~/lib/team";
import type { FieldLimits } from "~/components/forms/form-fields";
import type { InviteField } from "./invite-form";
import type { TeamAnswer, TeamListing, TeamPerson } from "./team.server";
import "~/features/info/info.css";
import "./teams.css";

/** One person on a listing's team, with the button that takes them off it where the member may. */
function Person({ team, person }: { team: TeamListing; person: TeamPerson }) {
  const { t } = useTranslation();
  return (
    <li className="team-person" data-testid="team-person">
      <span>{person.you ? `${person.email} (${t("listings.team.you")})` : person.email}</span>
      <span className="team-person__role">{t(`listings.team.role.${person.role}`)}</span>
      {person.removable ? (
        <Form method="post" className="team-person__form">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="listing" value={team.ref} />
          <input type="hidden" name="member" value={person.id} />
          <button
            type="submit"
            className="button button--small"
            aria-label={t(person.you ? "listings.team.leaveLabel" : "listings.team.removeLabel", { email: person.email, name: team.name })}
          >
            {t(person.you ? "listings.team.leave" : "listings.team.remove")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function TeamCard({ team }: { team: TeamListing }) {
  const { t } = useTranslation();
  const headingId = `team-${team.kind}-${team.id}`;
  const lastOwner = team.role === "owner" && team.people.filter((p) => p.role === "owner").length === 1;
  return (
    <section className="listing-card team-card" aria-labelledby={headingId} data-testid="team-card">
      <p className="listing-card__kind">{t(`listings.list.kind.${team.kind}`)}</p>
      <h2 className="listing-card__name" id={headingId}>
        {t("listings.team.people", { name: team.name })}
      </h2>
      {team.role === "team" ? <p>{t("listings.team.teamOnly")}</p> : null}
      <ul className="team-people">
        {team.people.map((person) => (
          <Person key={`${person.role}-${person.id}`} team={team} person={person} />
        ))}
      </ul>
      {lastOwner ? <p className="form-field__help">{t("listings.team.lastOwner")}</p> : null}
      {team.invitations.length > 0 ? (
        <>
          <h3 className="team-card__subtitle">{t("listings.team.invitations")}</h3>
          <ul className="team-people">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="team-person" data-testid="team-invitation">
                <span>{t("listings.team.invitation", { email: invitation.email, role: t(`listings.team.role.${invitation.role}`), until: invitation.until })}</span>
                <Form method="post" className="team-person__form">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="listing" value={team.ref} />
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <button type="submit" className="button button--small" aria-label={t("listings.team.revokeLabel", { email: invitation.email })}>
                    {t("listings.team.revoke")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The invitation form: only for listings the member runs; what was typed comes back with a refusal. */
function InviteForm({ teams, answer, limits }: TeamPageProps) {
  const { t } = useTranslation();
  const owned = teams.filter((team) => team.role === "owner");
  if (owned.length === 0) return null;
  const refused = answer && !answer.ok ? answer : undefined;
  const values = refused?.values;
  const errors = refused?.errors ?? {};
  return (
    <section className="team-invite" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">{t("listings.team.invite.title")}</h2>
      <Form method="post" className="team-invite__form" noValidate key={answer?.ok ? `sent-${answer.email}` : "form"}>
        <input type="hidden" name="intent" value="invite" />
        <FormField form="invite" name="listing" label={t("listings.team.invite.listing")} error={errors.listing}>
          {(control) => (
            <select {...control} defaultValue={values?.listing ?? owned[0]!.ref}>
              {owned.map((team) => (
                <option key={team.ref} value={team.ref}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form="invite" name="email" label={t("listings.team.invite.email")} error={errors.email} help={t("listings.team.invite.help")}>
          {(control) => <input {...control} type="email" autoComplete="off" required maxLength={limits.email} defaultValue={values?.email ?? ""} />}
        </FormField>
        <fieldset className={`field--choices form-field${errors.role ? " form-field--invalid" : ""}`}>
          <legend>{t("listings.team.invite.role")}</legend>
          {TEAM_ROLES.map((role) => (
            <label key={role} className="choice team-invite__role">
              <input type="radio" name="role" value={role} defaultChecked={(values?.role || "team") === role} />
              <span>
                <strong>{t(`listings.team.role.${role}`)}</strong> {t(`listings.team.roleHelp.${role}`)}
              </span>
            </label>
          ))}
          {errors.role ? <p className="field-error">{t(errors.role)}</p> : null}
        </fieldset>
        <SubmitButton label={t("listings.team.invite.submit")} />
      </Form>
    </section>
  );
}

interface TeamPageProps {
  teams: readonly TeamListing[];
  answer: TeamAnswer | undefined;
  /** The invitation form's field lengths, sent with the page's data so its scripts carry no checks. */
  limits: FieldLimits<InviteField>;
}

export function TeamPage({ teams, answer, limits }: TeamPageProps) {
  const { t } = useTranslation();
  return (
    <div className="team-page">
      {answer?.ok ? <FormNotice message={t(answer.notice, { email: answer.email })} answer={answer} /> : null}
      {answer && !answer.ok ? <FormAlert message={t(answer.alert, answer.alertValues)} /> : null}
      <div className="listing-cards">
        {teams.map((team) => (
          <TeamCard key={team.ref} team={team} />
        ))}
      </div>
      <InviteForm teams={teams} answer={answer} limits={limits} />
    </div>
  );
}
