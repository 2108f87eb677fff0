import { normalizeLanguage } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Select } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type MemberNewsletters, useMyNewsletters, useUpdateNewsletters } from "../api/newsletters.ts";
import { languageOptions, NewsletterChoices } from "./mailing-page.tsx";
import "./newsletters.css";

function SettingsForm({ userId, initial }: { userId: number; initial: MemberNewsletters }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(() => initial.Newsletters.filter((n) => n.Subscribed).map((n) => n.Id));
  const [language, setLanguage] = useState(initial.Language);
  const save = useUpdateNewsletters(userId);
  return (
    <form
      className="card newsletter-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { UserId: userId, NewsletterIds: chosen, Language: normalizeLanguage(language) },
          {
            onSuccess: (result) => toast.success(result.Message || t("common.ok")),
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        );
      }}
    >
      <p className="muted">{t("newsletterProfile.sentTo", { email: initial.Email })}</p>
      <NewsletterChoices
        newsletters={initial.Newsletters}
        chosen={chosen}
        onChange={setChosen}
        legend={t("newsletterProfile.legend")}
      />
      <Select
        label={t("newsletterProfile.languageLabel")}
        hint={t("newsletterProfile.languageHint")}
        value={language}
        options={languageOptions()}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("newsletterProfile.save")}
        </Button>
      </div>
    </form>
  );
}

function Settings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const mine = useMyNewsletters(userId);
  if (mine.isPending) {
    return (
      <p role="status" className="muted">
        {t("mailing.loading")}
      </p>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert">
        <p>{t("mailing.loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void mine.refetch()}>
          {t("memberArea.retry")}
        </Button>
      </div>
    );
  }
  return <SettingsForm userId={userId} initial={mine.data} />;
}

/** /profile/newsletter: which newsletters the member receives, and in which language. */
export function NewsletterSettingsPage({ archivePath, registerPath }: { archivePath: string; registerPath: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("newsletterProfile.title"));
  return (
    <div className="container page newsletters">
      <header className="page-header">
        <span className="eyebrow">{t("mailing.eyebrow")}</span>
        <h1>{t("newsletterProfile.title")}</h1>
        <p>{t("newsletterProfile.intro")}</p>
        <p>
          <Link to={archivePath}>{t("newsletterProfile.archiveLink")}</Link>
        </p>
      </header>
      <MemberGate title={t("newsletterProfile.title")} registerTo={registerPath}>
        {(user) => <Settings userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
