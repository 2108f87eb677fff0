import { type AddNewsletterIssue, INTERFACE_LANGUAGE_NAMES, type InterfaceLanguage } from "@haa/domain";
import { type ReactNode, useState } from "react";
import { type Control, type FieldPath, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_ISSUES_PAGE_SIZE,
  type AdminNewsletter,
  type AdminNewsletterIssue,
  adminIssuesPage,
  type IssueAction,
  useAdminIssueActions,
  useAdminIssues,
  useAdminNewsletters,
} from "../api/newsletters.ts";
import { languageOptions } from "./mailing-page.tsx";
import "./newsletters.css";

interface Version {
  Language: string;
  Subject: string;
  Body: string;
}

function Lists({ lists }: { lists: AdminNewsletter[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t("newsletterAdmin.listsTitle")}
      columns={[
        t("newsletterAdmin.nameColumn"),
        t("newsletterAdmin.subscribersColumn"),
        t("newsletterAdmin.pendingColumn"),
        t("newsletterAdmin.languagesColumn"),
      ]}
      pending={false}
      empty=""
      isEmpty={false}
    >
      {lists.map((list) => (
        <tr key={list.Id}>
          <th scope="row">
            {list.Name}
            {list.IsDefault ? <span className="muted"> · {t("newsletterAdmin.default")}</span> : null}
          </th>
          <td>{list.SubscriberCount}</td>
          <td>{list.PendingCount}</td>
          <td>
            {list.Languages.map((code) => INTERFACE_LANGUAGE_NAMES[code as InterfaceLanguage] ?? code).join(", ")}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** An issue as typed: the newsletter is a select's text until the schema reads it. */
interface IssueValues {
  NewsletterId: string;
  Subject: string;
  Body: string;
  Language: string;
  Translations: Version[];
}
const issueSchema = new LazySchema(() =>
  import("../newsletters-schemas.ts").then(
    (module) => module.addNewsletterIssueSchema as unknown as z.ZodType<AddNewsletterIssue, IssueValues>,
  ),
);
const ISSUE_FIELDS = new Set(["NewsletterId", "Subject", "Body", "Language", "Translations"]);

/** One language of the issue: the main one (no prefix) or a translation (`Translations.{index}.`). */
function VersionFields({
  control,
  prefix,
}: {
  control: Control<IssueValues, unknown, AddNewsletterIssue>;
  prefix: "" | `Translations.${number}.`;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormSelect
        control={control}
        name={`${prefix}Language`}
        label={t("newsletterAdmin.languageLabel")}
        options={languageOptions()}
      />
      <FormTextField control={control} name={`${prefix}Subject`} label={t("newsletterAdmin.subjectLabel")} />
      <FormTextArea
        control={control}
        name={`${prefix}Body`}
        label={t("newsletterAdmin.bodyLabel")}
        hint={t("newsletterAdmin.bodyHint")}
        rows={10}
      />
    </>
  );
}

function Composer({ lists, onSaved }: { lists: AdminNewsletter[]; onSaved: (issue: AdminNewsletterIssue) => void }) {
  const { t } = useTranslation();
  const { add } = useAdminIssueActions();
  const form = useZodForm(issueSchema, {
    defaultValues: {
      NewsletterId: String(lists[0]?.Id ?? ""),
      Subject: "",
      Body: "",
      Language: "en",
      Translations: [],
    },
  });
  const translations = useFieldArray({ control: form.control, name: "Translations" });
  const translationsError =
    form.formState.errors.Translations?.message ?? form.formState.errors.Translations?.root?.message;

  const submit = (values: AddNewsletterIssue) =>
    add.mutate(values, {
      onSuccess: (result) => {
        toast.success(result.Message || t("common.ok"));
        form.reset({ ...form.getValues(), Subject: "", Body: "", Translations: [] });
        onSaved(result.Data);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [key, message] of Object.entries(error.errors)) {
            const path = key.replace(/\[(\d+)\]/g, ".$1");
            if (ISSUE_FIELDS.has(path.split(".")[0] ?? ""))
              form.setError(path as FieldPath<IssueValues>, { type: "server", message });
          }
        }
        toast.error(errorMessage(t, error));
      },
    });

  return (
    <Form form={form} className="card newsletter-form" onValid={submit} aria-labelledby="newsletter-compose-title">
      <h2 id="newsletter-compose-title">{t("newsletterAdmin.composeTitle")}</h2>
      <FormSelect
        control={form.control}
        name="NewsletterId"
        label={t("newsletterAdmin.newsletterLabel")}
        options={lists.map((list) => ({ value: String(list.Id), label: list.Name }))}
      />
      <VersionFields control={form.control} prefix="" />
      {translationsError ? <p role="alert">{translateMessage(t, translationsError)}</p> : null}
      {translations.fields.map((version, index) => (
        <fieldset key={version.id} className="newsletter-admin__translation">
          <legend>{t("newsletterAdmin.translationLegend", { number: index + 1 })}</legend>
          <VersionFields control={form.control} prefix={`Translations.${index}.`} />
          <Button variant="ghost" size="sm" onClick={() => translations.remove(index)}>
            {t("newsletterAdmin.removeTranslation")}
          </Button>
        </fieldset>
      ))}
      <div className="newsletter-admin__actions">
        <Button
          variant="secondary"
          onClick={() =>
            translations.append({
              Language: form.getValues("Language") === "de" ? "en" : "de",
              Subject: "",
              Body: "",
            })
          }
        >
          {t("newsletterAdmin.addTranslation")}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t("newsletterAdmin.saveDraft")}
        </Button>
      </div>
    </Form>
  );
}

function Preview({ issue }: { issue: AdminNewsletterIssue }) {
  const { t } = useTranslation();
  const versions = [{ Language: issue.Language, Subject: issue.Subject, Body: issue.Body }, ...issue.Translations];
  const [language, setLanguage] = useState(issue.Language);
  const version = versions.find((v) => v.Language === language) ?? versions[0];
  return (
    <section className="newsletter-admin__preview" aria-label={t("newsletterAdmin.previewTitle")}>
      {versions.length > 1 ? (
        <Select
          label={t("newsletterAdmin.previewLanguage")}
          value={language}
          options={versions.map((v) => ({
            value: v.Language,
            label: INTERFACE_LANGUAGE_NAMES[v.Language as InterfaceLanguage] ?? v.Language,
          }))}
          onChange={(event) => setLanguage(event.target.value)}
        />
      ) : null}
      <h4 lang={version?.Language}>{version?.Subject}</h4>
      <div
        className="newsletter-issue__body"
        lang={version?.Language}
        // What the server's sanitiser stored: exactly what subscribers will get.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text (ADR 0027)
        dangerouslySetInnerHTML={{ __html: version?.Body ?? "" }}
      />
    </section>
  );
}

function IssueItem({
  issue,
  subscribers,
  onAction,
}: {
  issue: AdminNewsletterIssue;
  subscribers: number;
  onAction: (action: IssueAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="card newsletter-admin__issue">
      <h3 lang={issue.Language}>{issue.Subject}</h3>
      <p className="muted">
        {[
          issue.NewsletterName,
          t(`newsletterAdmin.status_${issue.Status}`),
          issue.SentAt
            ? t("mailing.sentOn", { date: formatDate(issue.SentAt) ?? "" })
            : t("newsletterAdmin.createdOn", { date: formatDate(issue.CreatedAt) ?? "" }),
        ].join(" · ")}
      </p>
      {issue.Status !== "draft" ? (
        <dl className="newsletter-admin__figures">
          <div>
            <dt>{t("newsletterAdmin.recipients")}</dt>
            <dd>{issue.RecipientCount}</dd>
          </div>
          <div>
            <dt>{t("newsletterAdmin.sent")}</dt>
            <dd>{issue.SentCount}</dd>
          </div>
          <div>
            <dt>{t("newsletterAdmin.failed")}</dt>
            <dd>{issue.FailedCount}</dd>
          </div>
          <div>
            <dt>{t("newsletterAdmin.unsubscribes")}</dt>
            <dd>{issue.UnsubscribeCount}</dd>
          </div>
        </dl>
      ) : null}
      <div className="newsletter-admin__actions">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={previewing}
          aria-label={t("newsletterAdmin.previewItem", { subject: issue.Subject })}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? t("newsletterAdmin.hidePreview") : t("newsletterAdmin.preview")}
        </Button>
        {issue.Status === "draft" ? (
          <>
            <Button
              size="sm"
              aria-label={t("newsletterAdmin.sendItem", { subject: issue.Subject })}
              onClick={() => setConfirming(true)}
            >
              {t("newsletterAdmin.send")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction({ kind: "delete", id: issue.Id })}>
              {t("newsletterAdmin.delete")}
            </Button>
          </>
        ) : null}
      </div>
      {previewing ? <Preview issue={issue} /> : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("newsletterAdmin.sendTitle")}
        width={500}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onAction({ kind: "send", id: issue.Id });
              }}
            >
              {t("newsletterAdmin.sendConfirm")}
            </Button>
          </>
        }
      >
        <p>
          {t("newsletterAdmin.sendText", {
            subject: issue.Subject,
            newsletter: issue.NewsletterName,
            // `count` picks the plural form; the number is written as the interface language writes it.
            count: subscribers,
            subscribers: numberFormat(i18n.language).format(subscribers),
          })}
        </p>
      </Dialog>
    </li>
  );
}

function Administration() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = adminIssuesPage(params);
  const lists = useAdminNewsletters();
  const issues = useAdminIssues(page, ADMIN_ISSUES_PAGE_SIZE);
  const { act } = useAdminIssueActions();
  const total = issues.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_ISSUES_PAGE_SIZE));
  const countOf = (newsletterId: number) => lists.data?.find((l) => l.Id === newsletterId)?.SubscriberCount ?? 0;
  const go = (next: number) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  const run = (action: IssueAction) =>
    act.mutate(action, {
      onSuccess: (result) => toast.success(result.Message || t("common.ok")),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  let list: ReactNode;
  if (issues.isPending) list = <p className="muted">{t("mailing.loading")}</p>;
  else if (issues.isError) list = <p role="alert">{errorMessage(t, issues.error)}</p>;
  else if (issues.data.List.length === 0) list = <p>{t("newsletterAdmin.empty")}</p>;
  else
    list = (
      <ul className="newsletter-admin__issues" aria-busy={issues.isFetching || undefined}>
        {issues.data.List.map((issue) => (
          <IssueItem key={issue.Id} issue={issue} subscribers={countOf(issue.NewsletterId)} onAction={run} />
        ))}
      </ul>
    );

  return (
    <div className="newsletter-admin">
      {lists.data ? <Lists lists={lists.data} /> : null}
      {lists.data && lists.data.length > 0 ? <Composer lists={lists.data} onSaved={() => go(1)} /> : null}
      <section aria-labelledby="newsletter-issues-title">
        <h2 id="newsletter-issues-title">{t("newsletterAdmin.issuesTitle")}</h2>
        {list}
        <Pager page={page} pages={pages} label={t("mailing.pagination")} onPage={go} />
      </section>
    </div>
  );
}

/** /admin/newsletters: the lists with subscriber counts, the composer, issues with preview, send and figures. */
export function AdminNewslettersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("newsletterAdmin.title"));
  return (
    <div className="container page newsletters">
      <header className="page-header">
        <span className="eyebrow">{t("newsletterAdmin.eyebrow")}</span>
        <h1>{t("newsletterAdmin.title")}</h1>
        <p>{t("newsletterAdmin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("newsletterAdmin.forbiddenTitle")}
        forbiddenText={t("newsletterAdmin.forbiddenText")}
        loginText={t("newsletterAdmin.loginText")}
      >
        <Administration />
      </AdminGate>
    </div>
  );
}
