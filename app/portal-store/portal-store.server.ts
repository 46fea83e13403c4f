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
import { countAttempts } from "../shared-store/auth-rate-limits.server";
import { claimKey, completeKey, pruneSubmissionKeys, releaseKey } from "../shared-store/submission-keys.server";
import { bindFirst } from "../lib/bind-first";

/**
 * The D1 tables the portal keeps for itself, one module each in this folder: the site search index, the public
 * forms' outbox, listing page views, the local mail outbox, what became of queued mail, the mail that failed, who
 * stopped which optional mail, the private calendar feeds' tokens, who was told of each request to a listing and
 * (read only) who runs each listing. Two tables the content service keeps as well have their one module in
 * workers/, which cannot import the app: the one-time submission keys and the sign-in attempt counters. The
 * staff's own tables are the back office's (app/back-office/store/). Content is not here: the portal reads and
 * writes it only through the content client, under the content service's access and published scopes. This and
 * the back office's store are the app modules that touch the D1 binding (scripts/d1-outside-store.test.ts
 * checks); during a page's GET render the binding it is handed batches the reads asked together
 * (docs/decisions/028-members-share-the-public-part.md).
 */
export function portalStore(env: Pick<Env, "DB">) {
  const on = bindFirst(env.DB);
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
    signInAttempts: { count: on(countAttempts) },
  };
}

export type PortalStore = ReturnType<typeof portalStore>;
