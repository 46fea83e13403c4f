import { feedOwner, hasFeed, renewFeedToken } from "./calendar-feed-tokens.server";
import { replayOutbox, saveToOutbox } from "./form-outbox.server";
import { countView, pruneViewVisitors, viewsByWeek } from "./listing-views.server";
import { latestMails } from "./mail-outbox.server";
import { mailChoices, setMailChoice } from "./mail-preferences.server";
import { addRedirect, redirectOf } from "./path-redirects.server";
import { deliveryOf, linkStanding, revokeLink, siteTeamQueue } from "./request-deliveries.server";
import { idsMatching, replaceSearchIndex, searchSite, settleEndedEditions, suggestTitles } from "./search-index.server";
import { addMemberAudit, createInvitation, invitationByDigest, invitationsSince, openInvitations, releaseInvitation, revokeInvitation, useInvitation } from "./team-invitations.server";
import { isTrusted, setTrusted } from "./trusted-listings.server";
import { countAttempts } from "../shared-store/auth-rate-limits.server";
import { claimKey, completeKey, pruneSubmissionKeys, releaseKey } from "../shared-store/submission-keys.server";
import { failedMail, outboxRecords, queueOutbox, resendFailedMail, retryWaitingMail, waitingMail } from "../shared-store/outbox.server";
import { bindFirst } from "../lib/bind-first";

/**
 * The D1 tables the portal keeps for itself, one module each in this folder: the site search index, the public
 * forms' outbox, listing page views, the local mail outbox, who stopped which optional mail, the private calendar
 * feeds' tokens, the listings whose owners' edits publish at once, the invitations to listings' teams, records' former addresses and who was told of each
 * request to a listing (who runs a listing and who is on its team are read from the content source:
 * app/content/listing-people.server.ts). Three tables the
 * content service keeps as well have their one module in app/shared-store, below the app and the Worker: the
 * one-time submission keys, the sign-in attempt counters and the outbox of mail (where mail waits, failed or was
 * delivered, docs/decisions/053). The staff's own tables are the back office's (app/back-office/store/). Content
 * is not here: the portal reads and writes it only through the content client, under the content service's access
 * and published scopes. This and the back office's store are the app modules that touch the D1 binding
 * (scripts/d1-outside-store.test.ts checks); during a page's GET render the binding it is handed batches the reads
 * asked together (docs/decisions/028-members-share-the-public-part.md).
 */
export function portalStore(env: Pick<Env, "DB">) {
  const on = bindFirst(env.DB);
  return {
    searchIndex: {
      search: on(searchSite),
      suggest: on(suggestTitles),
      idsMatching: on(idsMatching),
      replace: on(replaceSearchIndex),
      settle: on(settleEndedEditions),
    },
    submissionKeys: { claim: on(claimKey), complete: on(completeKey), release: on(releaseKey), prune: on(pruneSubmissionKeys) },
    formOutbox: { save: on(saveToOutbox), replay: on(replayOutbox) },
    listingViews: { count: on(countView), byWeek: on(viewsByWeek), prune: on(pruneViewVisitors) },
    trustedListings: { has: on(isTrusted), set: on(setTrusted) },
    mailOutbox: { latest: on(latestMails) },
    outbox: {
      records: on(outboxRecords),
      waiting: on(waitingMail),
      failed: on(failedMail),
      retry: on(retryWaitingMail),
      resend: on(resendFailedMail),
      // Not bound to D1: hands rows to the mail queue by id.
      queue: queueOutbox,
    },
    mailChoices: { of: on(mailChoices), set: on(setMailChoice) },
    calendarFeeds: { owner: on(feedOwner), exists: on(hasFeed), renew: on(renewFeedToken) },
    requestDeliveries: { of: on(deliveryOf), linkStanding: on(linkStanding), siteTeamQueue: on(siteTeamQueue), revokeLink: on(revokeLink) },
    teamInvitations: {
      create: on(createInvitation),
      open: on(openInvitations),
      sentSince: on(invitationsSince),
      byDigest: on(invitationByDigest),
      use: on(useInvitation),
      release: on(releaseInvitation),
      revoke: on(revokeInvitation),
      audit: on(addMemberAudit),
    },
    signInAttempts: { count: on(countAttempts) },
    pathRedirects: { of: on(redirectOf), add: on(addRedirect) },
  };
}

export type PortalStore = ReturnType<typeof portalStore>;
