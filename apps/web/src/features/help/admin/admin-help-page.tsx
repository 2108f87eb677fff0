import {
  HELP_ARTICLE_STATUSES,
  type HelpArticleInput,
  type HelpArticleStatus,
  type HelpArticleSummary,
  type HelpTopic,
  type HelpTopicInput,
  type InterfaceLanguage,
} from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import {
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  useZodForm,
} from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_HELP_PAGE_SIZE,
  FIRST_ADMIN_HELP_ARTICLES,
  useAdminHelpArticles,
  useAdminHelpTopics,
  useDeleteHelp,
  useHelpTranslations,
  useSaveArticle,
  useSaveTopic,
} from "../api/admin.ts";
import { useHelpArticle } from "../api/help.ts";
import { articleHref } from "../components/links.ts";
import "../components/help.css";
import { fieldErrors, showServerErrors } from "./server-errors.ts";
import {
  ArticleTranslationForm,
  LanguageSwitcher,
  TopicTranslationForm,
  useMissingLabel,
} from "./translation-editor.tsx";

/** A topic as typed: the order is a number field's text until the schema coerces it. */
interface TopicValues {
  Name: string;
  Description: string;
  SortBy: string;
}
const topicSchema = new LazySchema(() =>
  import("../help-schemas.ts").then(
    (module) => module.helpTopicInputSchema as unknown as z.ZodType<HelpTopicInput, TopicValues>,
  ),
);
const TOPIC_FIELDS = ["Name", "Description", "SortBy"] as const;

function TopicDialog({ topic, onClose }: { topic: HelpTopic | "new"; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTopic();
  const initial = topic === "new" ? undefined : topic;
  const form = useZodForm(topicSchema, {
    defaultValues: {
      Name: initial?.Name ?? "",
      Description: initial?.Description ?? "",
      SortBy: String(initial?.SortBy ?? 0),
    },
  });
  const [lang, setLang] = useState<InterfaceLanguage>("en");
  const translations = useHelpTranslations("Topic", initial?.Id);
  const translated = (translations.data ?? []).map((tr) => tr.Lang);
  const errors = fieldErrors(save.error);
  const submit = (values: HelpTopicInput) =>
    save.mutate(
      { Id: initial?.Id, ...values },
      {
        onSuccess: (result) => {
          toast.success(result.Message);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, TOPIC_FIELDS),
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={initial ? t("helpAdmin.editTopic") : t("helpAdmin.newTopic")}
      width={500}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("helpAdmin.cancel")}
          </Button>
          {lang === "en" ? (
            <Button type="submit" form="help-topic-form" loading={save.isPending}>
              {t("helpAdmin.save")}
            </Button>
          ) : null}
        </>
      }
    >
      <LanguageSwitcher value={lang} onChange={setLang} translated={translated} englishOnly={!initial} />
      {initial && lang !== "en" ? (
        translations.data ? (
          <TopicTranslationForm
            key={lang}
            topicId={initial.Id}
            lang={lang}
            existing={translations.data.find((tr) => tr.Lang === lang)}
          />
        ) : (
          <p>{t("help.loading")}</p>
        )
      ) : null}
      <Form form={form} id="help-topic-form" onValid={submit} hidden={lang !== "en"}>
        {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
        <FormTextField control={form.control} name="Name" label={t("helpAdmin.name")} required />
        <FormTextArea control={form.control} name="Description" label={t("helpAdmin.description")} rows={3} />
        <FormTextField
          control={form.control}
          name="SortBy"
          label={t("helpAdmin.sortBy")}
          hint={t("helpAdmin.sortByHint")}
          type="number"
          inputMode="numeric"
        />
      </Form>
    </Dialog>
  );
}

function ArticleDialog({ id, topics, onClose }: { id: number | "new"; topics: HelpTopic[]; onClose: () => void }) {
  const { t } = useTranslation();
  const existing = useHelpArticle(id === "new" ? 0 : id, true);
  if (id !== "new" && !existing.data) {
    return (
      <Dialog open onClose={onClose} title={t("helpAdmin.editArticle")} width={700}>
        <p>{existing.isError ? errorMessage(t, existing.error) : t("help.loading")}</p>
      </Dialog>
    );
  }
  return <ArticleForm article={id === "new" ? undefined : existing.data} topics={topics} onClose={onClose} />;
}

/** An article as typed: the topic and the order are a select's and a number field's text until the schema reads them. */
interface ArticleValues {
  TopicId: string;
  Title: string;
  Summary: string;
  Body: string;
  Status: string;
  IsPopular: boolean;
  SortBy: string;
}
const articleSchema = new LazySchema(() =>
  import("../help-schemas.ts").then(
    (module) => module.helpArticleInputSchema as unknown as z.ZodType<HelpArticleInput, ArticleValues>,
  ),
);
const ARTICLE_FIELDS = ["TopicId", "Title", "Summary", "Body", "Status", "IsPopular", "SortBy"] as const;

function ArticleForm({
  article,
  topics,
  onClose,
}: {
  article?: {
    Id: number;
    TopicId: number;
    Title: string;
    Summary: string;
    Body: string;
    Status: HelpArticleStatus;
    IsPopular: boolean;
    SortBy: number;
  };
  topics: HelpTopic[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const form = useZodForm(articleSchema, {
    defaultValues: {
      TopicId: String(article?.TopicId ?? topics[0]?.Id ?? ""),
      Title: article?.Title ?? "",
      Summary: article?.Summary ?? "",
      Body: article?.Body ?? "",
      Status: article?.Status ?? "Draft",
      IsPopular: article?.IsPopular ?? false,
      SortBy: String(article?.SortBy ?? 0),
    },
  });
  const [lang, setLang] = useState<InterfaceLanguage>("en");
  const translations = useHelpTranslations("Article", article?.Id);
  const translated = (translations.data ?? []).map((tr) => tr.Lang);
  const errors = fieldErrors(save.error);
  const submit = (values: HelpArticleInput) =>
    save.mutate(
      { Id: article?.Id, ...values },
      {
        onSuccess: (result) => {
          toast.success(result.Message);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, ARTICLE_FIELDS),
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={article ? t("helpAdmin.editArticle") : t("helpAdmin.newArticle")}
      width={700}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("helpAdmin.cancel")}
          </Button>
          {lang === "en" ? (
            <Button type="submit" form="help-article-form" loading={save.isPending}>
              {t("helpAdmin.save")}
            </Button>
          ) : null}
        </>
      }
    >
      <LanguageSwitcher value={lang} onChange={setLang} translated={translated} englishOnly={!article} />
      {article && lang !== "en" ? (
        translations.data ? (
          <ArticleTranslationForm
            key={lang}
            articleId={article.Id}
            lang={lang}
            englishTitle={article.Title}
            existing={translations.data.find((tr) => tr.Lang === lang)}
          />
        ) : (
          <p>{t("help.loading")}</p>
        )
      ) : null}
      <Form form={form} id="help-article-form" onValid={submit} hidden={lang !== "en"}>
        {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
        <FormSelect
          control={form.control}
          name="TopicId"
          label={t("helpAdmin.topic")}
          options={topics.map((topic) => ({ value: String(topic.Id), label: topic.Name }))}
        />
        <FormTextField control={form.control} name="Title" label={t("helpAdmin.titleField")} required />
        <FormTextArea
          control={form.control}
          name="Summary"
          label={t("helpAdmin.summary")}
          hint={t("helpAdmin.summaryHint")}
          rows={2}
        />
        <FormTextArea
          control={form.control}
          name="Body"
          label={t("helpAdmin.body")}
          hint={t("helpAdmin.bodyHint")}
          rows={12}
          required
        />
        <FormSelect
          control={form.control}
          name="Status"
          label={t("helpAdmin.status")}
          options={HELP_ARTICLE_STATUSES.map((value) => ({ value, label: t(`helpAdmin.state.${value}`) }))}
        />
        <FormCheckbox control={form.control} name="IsPopular" label={t("helpAdmin.popular")} />
        <FormTextField
          control={form.control}
          name="SortBy"
          label={t("helpAdmin.sortBy")}
          hint={t("helpAdmin.sortByHint")}
          type="number"
          inputMode="numeric"
        />
      </Form>
    </Dialog>
  );
}

type Deleting = { kind: "Topic" | "Article"; id: number; name: string } | null;

function HelpAdmin() {
  const { t } = useTranslation();
  const topics = useAdminHelpTopics();
  const [page, setPage] = useState(FIRST_ADMIN_HELP_ARTICLES.page);
  const [query, setQuery] = useState(FIRST_ADMIN_HELP_ARTICLES.search);
  const [search, setSearch] = useState(FIRST_ADMIN_HELP_ARTICLES.search);
  const [status, setStatus] = useState<HelpArticleStatus | "">(FIRST_ADMIN_HELP_ARTICLES.status);
  const articles = useAdminHelpArticles({ page, pageSize: ADMIN_HELP_PAGE_SIZE, search, status });
  const [editTopic, setEditTopic] = useState<HelpTopic | "new" | null>(null);
  const [editArticle, setEditArticle] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const remove = useDeleteHelp();
  const missingLabel = useMissingLabel();
  const topicList = topics.data ?? [];
  const list: HelpArticleSummary[] = articles.data?.List ?? [];
  const total = articles.data?.TotalCount ?? 0;

  return (
    <>
      <section aria-labelledby="help-admin-topics">
        <div className="help-admin__bar">
          <h2 id="help-admin-topics">{t("helpAdmin.topicsHeading")}</h2>
          <Button onClick={() => setEditTopic("new")}>{t("helpAdmin.newTopic")}</Button>
        </div>
        <DataTable
          caption={t("helpAdmin.topicsHeading")}
          columns={[
            t("helpAdmin.colName"),
            t("helpAdmin.colCount"),
            t("helpAdmin.colTranslations"),
            t("helpAdmin.colActions"),
          ]}
          pending={topics.isPending}
          busy={topics.isFetching}
          empty={t("help.topicEmpty")}
          isEmpty={topicList.length === 0}
        >
          {topicList.map((topic) => (
            <tr key={topic.Id}>
              <th scope="row">{topic.Name}</th>
              <td>{topic.ArticleCount}</td>
              <td>{missingLabel(topic.Translations)}</td>
              <td>
                <div className="ui-table-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("helpAdmin.editLabel", { name: topic.Name })}
                    onClick={() => setEditTopic(topic)}
                  >
                    {t("helpAdmin.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("helpAdmin.deleteLabel", { name: topic.Name })}
                    onClick={() => setDeleting({ kind: "Topic", id: topic.Id, name: topic.Name })}
                  >
                    {t("helpAdmin.delete")}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>

      <section aria-labelledby="help-admin-articles">
        <div className="help-admin__bar">
          <h2 id="help-admin-articles">{t("helpAdmin.articlesHeading")}</h2>
          <Button onClick={() => setEditArticle("new")} disabled={topicList.length === 0}>
            {t("helpAdmin.newArticle")}
          </Button>
        </div>
        <search>
          <form
            className="help-search"
            onSubmit={(event) => {
              event.preventDefault();
              setPage(1);
              setSearch(query.trim());
            }}
          >
            <TextField
              label={t("help.search")}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Select
              label={t("helpAdmin.status")}
              value={status}
              options={[
                { value: "", label: t("helpAdmin.allStatuses") },
                ...HELP_ARTICLE_STATUSES.map((value) => ({ value, label: t(`helpAdmin.state.${value}`) })),
              ]}
              onChange={(e) => {
                setPage(1);
                setStatus(e.target.value as HelpArticleStatus | "");
              }}
            />
            <Button type="submit">{t("help.searchButton")}</Button>
          </form>
        </search>
        {articles.isError ? <p role="alert">{errorMessage(t, articles.error)}</p> : null}
        <DataTable
          caption={t("helpAdmin.caption", { total })}
          columns={[
            t("helpAdmin.colTitle"),
            t("helpAdmin.colTopic"),
            t("helpAdmin.colStatus"),
            t("helpAdmin.colTranslations"),
            t("helpAdmin.colUpdated"),
            t("helpAdmin.colActions"),
          ]}
          pending={articles.isPending}
          busy={articles.isFetching}
          empty={t("helpAdmin.empty")}
          isEmpty={list.length === 0}
        >
          {list.map((article) => (
            <tr key={article.Id}>
              <th scope="row">{article.Title}</th>
              <td>{article.TopicName}</td>
              <td>{t(`helpAdmin.state.${article.Status}`)}</td>
              <td>{missingLabel(article.Translations)}</td>
              <td>{formatDate(article.UpdatedDate)}</td>
              <td>
                <div className="ui-table-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("helpAdmin.editLabel", { name: article.Title })}
                    onClick={() => setEditArticle(article.Id)}
                  >
                    {t("helpAdmin.edit")}
                  </Button>
                  <Link
                    className="ui-button ui-button--ghost ui-button--sm"
                    to={articleHref(article.TopicId, article.Id)}
                  >
                    {t("helpAdmin.view")}
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("helpAdmin.deleteLabel", { name: article.Title })}
                    onClick={() => setDeleting({ kind: "Article", id: article.Id, name: article.Title })}
                  >
                    {t("helpAdmin.delete")}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(total / ADMIN_HELP_PAGE_SIZE))}
          label={t("help.pagination")}
          onPage={setPage}
        />
      </section>

      {editTopic ? <TopicDialog topic={editTopic} onClose={() => setEditTopic(null)} /> : null}
      {editArticle ? <ArticleDialog id={editArticle} topics={topicList} onClose={() => setEditArticle(null)} /> : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting?.kind === "Topic" ? t("helpAdmin.deleteTopicTitle") : t("helpAdmin.deleteArticleTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} data-autofocus>
              {t("helpAdmin.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                remove.mutate(deleting, {
                  onSuccess: (result) => toast.success(result.Message),
                  onError: (error) => toast.error(errorMessage(t, error)),
                  onSettled: () => setDeleting(null),
                });
              }}
            >
              {t("helpAdmin.delete")}
            </Button>
          </>
        }
      >
        <p>
          <strong>{deleting?.name}</strong>
        </p>
        <p>{t("helpAdmin.deleteText")}</p>
      </Dialog>
    </>
  );
}

/** /admin/help: topics and articles of the help centre (administrators). */
export function AdminHelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("helpAdmin.title"));
  return (
    <div className="container page help-admin">
      <h1>{t("helpAdmin.title")}</h1>
      <AdminGate
        forbiddenTitle={t("helpAdmin.forbiddenTitle")}
        forbiddenText={t("helpAdmin.forbiddenText")}
        loginText={t("helpAdmin.loginText")}
      >
        <HelpAdmin />
      </AdminGate>
    </div>
  );
}
