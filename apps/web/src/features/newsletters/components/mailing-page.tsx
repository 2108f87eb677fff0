import {
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  NEWSLETTER_HONEYPOT,
  normalizeLanguage,
} from "@haa/domain";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { currentLanguage } from "../../../shared/i18n/current-language.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import {
  ARCHIVE_PAGE_SIZE,
  archiveParams,
  type Newsletter,
  useArchive,
  useNewsletters,
  useSubscribe,
} from "../api/newsletters.ts";
import "./newsletters.css";

/** The subscription's rule, loaded with the first check rather than with the page (ADR 0061). */
const loadMailingRule = () => import("../newsletters-schemas.ts").then((module) => module.addNewsLetterSchema);

/** Where the member manages their subscriptions and where an issue is read (paths are the app's to give). */
export interface MailingLinks {
  profileNewsletter: string;
  issue: (id: number) => string;
}

export function languageOptions() {
  return INTERFACE_LANGUAGES.map((code) => ({ value: code, label: INTERFACE_LANGUAGE_NAMES[code] }));
}

export function languageNames(codes: readonly string[]): string {
  return codes.map((code) => INTERFACE_LANGUAGE_NAMES[code as InterfaceLanguage] ?? code).join(", ");
}

function NewsletterChoices({
  newsletters,
  chosen,
  onChange,
  legend,
}: {
  newsletters: Newsletter[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="newsletter-choices">
      <legend>{legend}</legend>
      {newsletters.map((newsletter) => {
        const id = `newsletter-${newsletter.Id}`;
        return (
          <div key={newsletter.Id} className="newsletter-choice">
            <input
              id={id}
              type="checkbox"
              checked={chosen.includes(newsletter.Id)}
              aria-describedby={`${id}-about`}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, newsletter.Id]
                    : chosen.filter((chosenId) => chosenId !== newsletter.Id),
                )
              }
            />
            <div>
              <label htmlFor={id}>{newsletter.Name}</label>
              <p id={`${id}-about`} className="muted">
                {newsletter.Description} {t("mailing.writtenIn", { languages: languageNames(newsletter.Languages) })}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

export { NewsletterChoices };

function SignupForm({ links }: { links: MailingLinks }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const newsletters = useNewsletters();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState("");
  const [language, setLanguage] = useState<string>(normalizeLanguage(currentLanguage()));
  const [chosen, setChosen] = useState<number[]>([]);
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const trapId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(member ? {} : { Email: email }),
      NewsletterIds: chosen,
      Language: language,
      [NEWSLETTER_HONEYPOT]: trap,
    };
    let schema: Awaited<ReturnType<typeof loadMailingRule>>;
    try {
      schema = await loadMailingRule();
    } catch {
      // The rule's code could not be loaded (offline, or a new release): what was chosen stays for another try.
      setErrors({ Email: t("common.networkError") });
      return;
    }
    const parsed = schema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        found[field] ??= translateMessage(t, issue.message);
      }
    }
    if (!member && !email.trim()) found.Email ??= t("validation.emailRequired");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate(body as Parameters<typeof subscribe.mutate>[0], {
      onSuccess: (result) => setDone(result.Message),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
        else setErrors({ form: errorMessage(t, error) });
      },
    });
  };

  if (done) {
    return (
      <div className="card newsletter-done" role="status">
        <h2>{t("mailing.thanksTitle")}</h2>
        <p>{done}</p>
        {member ? <Link to={links.profileNewsletter}>{t("mailing.manageLink")}</Link> : null}
      </div>
    );
  }

  let choices: ReactNode;
  if (newsletters.isPending) choices = <p className="muted">{t("mailing.loading")}</p>;
  else if (newsletters.isError) choices = <p role="alert">{t("mailing.loadError")}</p>;
  else
    choices = (
      <NewsletterChoices
        newsletters={newsletters.data}
        chosen={chosen}
        onChange={setChosen}
        legend={t("mailing.newslettersLegend")}
      />
    );

  return (
    <form className="card newsletter-form" onSubmit={submit} noValidate aria-labelledby="mailing-form-title">
      <h2 id="mailing-form-title">{t("mailing.formTitle")}</h2>
      {member ? (
        <p className="muted">
          {t("mailing.memberHint", { email: member.Email })}{" "}
          <Link to={links.profileNewsletter}>{t("mailing.manageLink")}</Link>
        </p>
      ) : (
        <TextField
          type="email"
          autoComplete="email"
          label={t("mailing.emailLabel")}
          value={email}
          error={errors.Email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {choices}
      {errors.NewsletterIds ? (
        <p className="ui-field__error" role="alert">
          {errors.NewsletterIds}
        </p>
      ) : null}
      <Select
        label={t("mailing.languageLabel")}
        value={language}
        options={languageOptions()}
        error={errors.Language}
        onChange={(event) => setLanguage(event.target.value)}
      />
      {/* The honeypot: off-screen and out of the tab order and the accessibility tree; bots fill it in. */}
      <div className="newsletter-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t("mailing.honeypot")}</label>
        <input id={trapId} tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
      </div>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      {member ? null : <p className="muted">{t("mailing.doubleOptIn")}</p>}
      <div>
        <Button type="submit" loading={subscribe.isPending}>
          {t("mailing.submit")}
        </Button>
      </div>
    </form>
  );
}

function Archive({ links }: { links: MailingLinks }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listParams = archiveParams(params);
  const { page, newsletterId } = listParams;
  const newsletters = useNewsletters();
  const archive = useArchive(listParams);
  const total = archive.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ARCHIVE_PAGE_SIZE));

  const go = (next: { page?: number; newsletter?: number | undefined }) => {
    const query = new URLSearchParams();
    const chosen = "newsletter" in next ? next.newsletter : newsletterId;
    if (chosen) query.set("newsletter", String(chosen));
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    setParams(query);
  };

  let body: ReactNode;
  if (archive.isPending) body = <p className="muted">{t("mailing.loading")}</p>;
  else if (archive.isError) body = <p role="alert">{t("mailing.loadError")}</p>;
  else if (archive.data.List.length === 0) body = <p>{t("mailing.archiveEmpty")}</p>;
  else
    body = (
      <ul className="newsletter-archive" aria-busy={archive.isFetching || undefined}>
        {archive.data.List.map((issue) => (
          <li key={issue.Id} className="card newsletter-archive__item">
            <p className="eyebrow">{issue.NewsletterName}</p>
            {/* The issue in the reader's language where it was translated, else in its own: `Language` says which. */}
            <h3 lang={issue.Language}>
              <Link to={links.issue(issue.Id)}>{issue.Subject}</Link>
            </h3>
            <p className="muted">{t("mailing.sentOn", { date: formatDate(issue.SentAt) ?? "" })}</p>
            <p lang={issue.Language}>{issue.Excerpt}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="mailing-archive-title" className="newsletter-archive__section">
      <h2 id="mailing-archive-title">{t("mailing.archiveTitle")}</h2>
      <Select
        label={t("mailing.filterLabel")}
        value={newsletterId ? String(newsletterId) : ""}
        options={[
          { value: "", label: t("mailing.filterAll") },
          ...(newsletters.data ?? []).map((n) => ({ value: String(n.Id), label: n.Name })),
        ]}
        onChange={(event) => go({ newsletter: Number(event.target.value) || undefined })}
      />
      {body}
      <Pager page={page} pages={pages} label={t("mailing.pagination")} onPage={(to) => go({ page: to })} />
    </section>
  );
}

/** /mailing: the sign-up form (visitors and members) and the archive of sent issues, paged in the URL. */
export function MailingPage({ links }: { links: MailingLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("mailing.title"));
  return (
    <div className="container page newsletters">
      <header className="page-header">
        <span className="eyebrow">{t("mailing.eyebrow")}</span>
        <h1>{t("mailing.title")}</h1>
        <p>{t("mailing.intro")}</p>
      </header>
      <div className="newsletters__layout">
        <Archive links={links} />
        <aside className="newsletters__aside">
          <SignupForm links={links} />
        </aside>
      </div>
    </div>
  );
}
