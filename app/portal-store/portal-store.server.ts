import { feedOwner, hasFeed, renewFeedToken } from "./calendar-feed-tokens.server";
import { replayOutbox, saveToOutbox } from "./form-outbox.server";
import { memberByEmail, ownersOf } from "./listing-owners.server";
import { countView, pruneViewVisitors, viewsByWeek } from "./listing-views.server";
import { mailRecords } from "./mail-deliveries.server";
import { claimResend, failedMails, releaseResend } from "./mail-failures.server";
import { latestMails } from "./mail-outbox.server";
import { mailChoices, setMailChoice } from "./mail-preferences.server";
import { deliveryOf, linkStanding, revokeLink, siteTeamQueue } from "./request-deliveries.server";
import { idsMatching, replaceSearchIndex, searchSite, suggestTitles } from "./search-index.server";
import {
  acceptInvitation,
  clearStaffSecondFactor,
  createInvitedStaff,
  invitedAccount,
  otherActiveAdmins,
  replaceInvitation,
  replacePasswordLink,
  setStaffBlocked,
  setStaffRole,
  staffAccount,
  staffAccounts,
  takenStaffNames,
} from "./staff-accounts.server";
import { addAuditEntry, auditEntriesAfter, auditFilterChoices, auditMark, readAuditLog } from "./staff-audit-log.server";
import { enrolSecondFactor, lastTotpStep, unusedRecoveryCodes, useRecoveryCode, useTotpStep } from "./staff-second-factor.server";
import { recordStaffSignIn, replaceStaffPasswordHash, staffById, staffByIdentifier } from "./staff-sign-in.server";
import { countAttempts } from "../../workers/auth-rate-limits";
import { claimKey, completeKey, pruneSubmissionKeys, releaseKey } from "../../workers/submission-keys";

/**
 * The D1 tables the portal keeps for itself, one module each in this folder: the site search index, the public
 * forms' outbox, listing page views, the local mail outbox, what became of queued mail, the mail that failed, who
 * stopped which optional mail, the private calendar feeds' tokens, who was told of each request to a listing,
 * (read only) who runs each listing, the staff accounts as the admins manage them, what signing in reads of them,
 * their second factor and the staff audit log. Two tables the content service keeps as well have their one
 * module in workers/, which cannot import the app: the one-time submission keys and the sign-in attempt
 * counters. Content is not here: the portal reads and writes it only through the content client, under the
 * content service's access and published scopes. This is the one app module that touches the D1 binding
 * (scripts/d1-outside-store.test.ts checks); during a page's GET render the binding it is handed batches the
 * reads asked together (docs/decisions/028-members-share-the-public-part.md).
 */
export function portalStore(env: Pick<Env, "DB">) {
  const db = env.DB;
  const on =
    <A extends unknown[], R>(operation: (db: D1Database, ...args: A) => R) =>
    (...args: A): R =>
      operation(db, ...args);
  return {
    searchIndex: { search: on(searchSite), suggest: on(suggestTitles), idsMatching: on(idsMatching), replace: on(replaceSearchIndex) },
    submissionKeys: { claim: on(claimKey), complete: on(completeKey), release: on(releaseKey), prune: on(pruneSubmissionKeys) },
    formOutbox: { save: on(saveToOutbox), replay: on(replayOutbox) },
    listingViews: { count: on(countView), byWeek: on(viewsByWeek), prune: on(pruneViewVisitors) },
    mailOutbox: { latest: on(latestMails) },
    mailFailures: { page: on(failedMails), claimResend: on(claimResend), releaseResend: on(releaseResend) },
    mailDeliveries: { of: on(mailRecords) },
    mailChoices: { of: on(mailChoices), set: on(setMailChoice) },
    calendarFeeds: { owner: on(feedOwner), exists: on(hasFeed), renew: on(renewFeedToken) },
    requestDeliveries: { of: on(deliveryOf), linkStanding: on(linkStanding), siteTeamQueue: on(siteTeamQueue), revokeLink: on(revokeLink) },
    listingOwners: { of: on(ownersOf), memberByEmail: on(memberByEmail) },
    staffAccounts: {
      list: on(staffAccounts),
      one: on(staffAccount),
      otherActiveAdmins: on(otherActiveAdmins),
      taken: on(takenStaffNames),
      createInvited: on(createInvitedStaff),
      replaceInvitation: on(replaceInvitation),
      replacePasswordLink: on(replacePasswordLink),
      setRole: on(setStaffRole),
      setBlocked: on(setStaffBlocked),
      clearSecondFactor: on(clearStaffSecondFactor),
      invited: on(invitedAccount),
      acceptInvitation: on(acceptInvitation),
    },
    staffSignIn: { byId: on(staffById), byIdentifier: on(staffByIdentifier), replacePasswordHash: on(replaceStaffPasswordHash), signedIn: on(recordStaffSignIn) },
    staffSecondFactor: {
      enrol: on(enrolSecondFactor),
      useTotpStep: on(useTotpStep),
      lastTotpStep: on(lastTotpStep),
      useRecoveryCode: on(useRecoveryCode),
      unusedRecoveryCodes: on(unusedRecoveryCodes),
    },
    staffAudit: { add: on(addAuditEntry), page: on(readAuditLog), filterChoices: on(auditFilterChoices), mark: on(auditMark), entriesAfter: on(auditEntriesAfter) },
    signInAttempts: { count: on(countAttempts) },
  };
}

export type PortalStore = ReturnType<typeof portalStore>;
