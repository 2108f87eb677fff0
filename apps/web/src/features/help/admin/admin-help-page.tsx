import {
  HELP_ARTICLE_STATUSES,
  type HelpArticleStatus,
  type HelpArticleSummary,
  type HelpTopic,
  type InterfaceLanguage,
} from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox, Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
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
import {
  ArticleTranslationForm,
  LanguageSwitcher,
  TopicTranslationForm,
  useMissingLabel,
} from "./translation-editor.tsx";

const PAGE_SIZE = 20;

const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.errors : {});

function TopicDialog({ topic, onClose }: { topic: HelpTopic | "new"; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTopic();
  const initial = topic === "new" ? undefined : topic;
  const [name, setName] = useState(initial?.Name ?? "");
  const [description, setDescription] = useState(initial?.Description ?? "");
  const [sortBy, setSortBy] = useState(String(initial?.SortBy ?? 0));
  const [lang, setLang] = useState<InterfaceLanguage>("en");
  const translations = useHelpTranslations("Topic", initial?.Id);
  const translated = (translations.data ?? []).map((tr) => tr.Lang);
  const errors = fieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { Id: initial?.Id, Name: name, Description: description, SortBy: Number(sortBy) },
      {
        onSuccess: (result) => {
          toast.success(result.Message);
          onClose();
        },
      },
    );
  };
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
      <form id="help-topic-form" onSubmit={submit} noValidate hidden={lang !== "en"}>
        {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
        <TextField
          label={t("helpAdmin.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.Name}
          required
        />
        <TextArea
          label={t("helpAdmin.description")}
          value={description}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.Description}
        />
        <TextField
          label={t("helpAdmin.sortBy")}
          hint={t("helpAdmin.sortByHint")}
          type="number"
          inputMode="numeric"
          value={sortBy}
          onChange={(e) => setSortBy(e.target.value)}
          error={errors.SortBy}
        />
      </form>
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
  const [topicId, setTopicId] = useState(String(article?.TopicId ?? topics[0]?.Id ?? ""));
  const [title, setTitle] = useState(article?.Title ?? "");
  const [summary, setSummary] = useState(article?.Summary ?? "");
  const [body, setBody] = useState(article?.Body ?? "");
  const [status, setStatus] = useState<HelpArticleStatus>(article?.Status ?? "Draft");
  const [popular, setPopular] = useState(article?.IsPopular ?? false);
  const [sortBy, setSortBy] = useState(String(article?.SortBy ?? 0));
  const [lang, setLang] = useState<InterfaceLanguage>("en");
  const translations = useHelpTranslations("Article", article?.Id);
  const translated = (translations.data ?? []).map((tr) => tr.Lang);
  const errors = fieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        Id: article?.Id,
        TopicId: Number(topicId),
        Title: title,
        Summary: summary,
        Body: body,
        Status: status,
        IsPopular: popular,
        SortBy: Number(sortBy),
      },
      {
        onSuccess: (result) => {
          toast.success(result.Message);
          onClose();
        },
      },
    );
  };
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
      <form id="help-article-form" onSubmit={submit} noValidate hidden={lang !== "en"}>
        {save.isError && !Object.keys(errors).length ? <p role="alert">{errorMessage(t, save.error)}</p> : null}
        <Select
          label={t("helpAdmin.topic")}
          value={topicId}
          options={topics.map((topic) => ({ value: String(topic.Id), label: topic.Name }))}
          onChange={(e) => setTopicId(e.target.value)}
          error={errors.TopicId}
        />
        <TextField
          label={t("helpAdmin.titleField")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.Title}
          required
        />
        <TextArea
          label={t("helpAdmin.summary")}
          hint={t("helpAdmin.summaryHint")}
          value={summary}
          rows={2}
          onChange={(e) => setSummary(e.target.value)}
          error={errors.Summary}
        />
        <TextArea
          label={t("helpAdmin.body")}
          hint={t("helpAdmin.bodyHint")}
          value={body}
          rows={12}
          onChange={(e) => setBody(e.target.value)}
          error={errors.Body}
          required
        />
        <Select
          label={t("helpAdmin.status")}
          value={status}
          options={HELP_ARTICLE_STATUSES.map((value) => ({ value, label: t(`helpAdmin.state.${value}`) }))}
          onChange={(e) => setStatus(e.target.value as HelpArticleStatus)}
          error={errors.Status}
        />
        <Checkbox label={t("helpAdmin.popular")} checked={popular} onChange={(e) => setPopular(e.target.checked)} />
        <TextField
          label={t("helpAdmin.sortBy")}
          hint={t("helpAdmin.sortByHint")}
          type="number"
          inputMode="numeric"
          value={sortBy}
          onChange={(e) => setSortBy(e.target.value)}
          error={errors.SortBy}
        />
      </form>
    </Dialog>
  );
}

type Deleting = { kind: "Topic" | "Article"; id: number; name: string } | null;

function HelpAdmin() {
  const { t } = useTranslation();
  const topics = useAdminHelpTopics();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<HelpArticleStatus | "">("");
  const articles = useAdminHelpArticles({ page, pageSize: PAGE_SIZE, search, status });
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
          pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
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
