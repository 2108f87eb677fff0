// Route module of the newsletters area (one lazy chunk): /mailing, its issue and link pages, /profile/newsletter.
// The feature receives the paths it links to, so it never imports the app.

import { idFrom, isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { accountRoutes } from "../account/manifest.ts";
import { archiveParams, archiveQuery, issueQuery, newslettersQuery } from "./api/newsletters.ts";
import { IssuePage as IssueFeature } from "./components/issue-page.tsx";
import {
  ConfirmSubscriptionPage as ConfirmFeature,
  UnsubscribePage as UnsubscribeFeature,
} from "./components/link-page.tsx";
import { MailingPage as MailingFeature, type MailingLinks } from "./components/mailing-page.tsx";
import { NewsletterSettingsPage as SettingsFeature } from "./components/newsletter-settings-page.tsx";
import { newslettersRoutes } from "./manifest.ts";

const links: MailingLinks = {
  profileNewsletter: newslettersRoutes.to("profileNewsletter"),
  issue: (id) => newslettersRoutes.to("mailingIssue", { id }),
};
const archivePath = newslettersRoutes.to("mailing");

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
  return <SettingsFeature archivePath={archivePath} registerPath={accountRoutes.to("register")} />;
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
