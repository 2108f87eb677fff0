// Route module of the newsletters area (one lazy chunk): /mailing, its issue and link pages, /profile/newsletter.
// The feature receives the paths it links to, so it never imports the app.

import {
  archiveParams,
  archiveQuery,
  issueQuery,
  newslettersQuery,
} from "../../features/newsletters/api/newsletters.ts";
import { IssuePage as IssueFeature } from "../../features/newsletters/components/issue-page.tsx";
import {
  ConfirmSubscriptionPage as ConfirmFeature,
  UnsubscribePage as UnsubscribeFeature,
} from "../../features/newsletters/components/link-page.tsx";
import {
  MailingPage as MailingFeature,
  type MailingLinks,
} from "../../features/newsletters/components/mailing-page.tsx";
import { NewsletterSettingsPage as SettingsFeature } from "../../features/newsletters/components/newsletter-settings-page.tsx";
import { idFrom, isItemId } from "../../shared/api/url-params.ts";
import { pathTo, routes } from "../paths.ts";
import { type Loaders, screenLoader } from "../route-loader.ts";

const links: MailingLinks = {
  profileNewsletter: routes.profileNewsletter.pattern,
  issue: (id) => pathTo("mailingIssue", { id }),
};
const archivePath = routes.mailing.pattern;

export function MailingPage() {
  return <MailingFeature links={links} />;
}

export function NewsletterIssuePage() {
  return <IssueFeature archivePath={archivePath} />;
}

export function ConfirmSubscriptionPage() {
  return <ConfirmFeature archivePath={archivePath} />;
}

export function UnsubscribePage() {
  return <UnsubscribeFeature archivePath={archivePath} />;
}

export function NewsletterSettingsPage() {
  return <SettingsFeature archivePath={archivePath} registerPath={routes.register.pattern} />;
}

/** The loaders of this area's screens that show data, by route (ADR 0098): the archive's lists, an issue. */
export const loaders: Loaders = {
  mailing: screenLoader(({ client, url }) => [
    client.ensureQueryData(newslettersQuery()),
    client.ensureQueryData(archiveQuery(archiveParams(url.searchParams))),
  ]),
  mailingIssue: screenLoader(({ client, params }) => {
    const id = idFrom(params.id);
    return isItemId(id) ? [client.ensureQueryData(issueQuery(id))] : [];
  }),
};
