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
import { addAuditEntries, addAuditEntry, auditEntriesAfter, auditFilterChoices, auditMark, readAuditLog } from "./staff-audit-log.server";
import { enrolSecondFactor, lastTotpStep, unusedRecoveryCodes, useRecoveryCode, useTotpStep } from "./staff-second-factor.server";
import { recordStaffSignIn, replaceStaffPasswordHash, staffById, staffByIdentifier } from "./staff-sign-in.server";
import { claimDue, dueBy, pendingFor, releaseDue, setScheduled } from "./publication-schedule.server";
import { bindFirst } from "../../lib/bind-first";

/**
 * The back office's own D1 tables, one module each in this folder: the staff accounts as the admins manage them,
 * what signing in reads of them, their second factor, the staff audit log and the publication schedule. The portal store (app/portal-store)
 * keeps the rest and knows no caller, so these live here, beside the only code that uses them; with it, this is
 * the app's other way to D1 (scripts/d1-outside-store.test.ts checks).
 */
export function backOfficeStore(env: Pick<Env, "DB">) {
  const on = bindFirst(env.DB);
  return {
    schedule: { pending: on(pendingFor), set: on(setScheduled), due: on(dueBy), claim: on(claimDue), release: on(releaseDue) },
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
    staffAudit: { add: on(addAuditEntry), addMany: on(addAuditEntries), page: on(readAuditLog), filterChoices: on(auditFilterChoices), mark: on(auditMark), entriesAfter: on(auditEntriesAfter) },
  };
}
