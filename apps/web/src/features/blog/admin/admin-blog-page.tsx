import { BLOG_STATES, type BlogPostSummary, type BlogState } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
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
  ADMIN_BLOG_PAGE_SIZE,
  adminBlogView,
  FIRST_ADMIN_BLOG_PAGE,
  useAdminBlogs,
  useDeletePost,
} from "../api/admin.ts";
import { useBlogPost } from "../api/posts.ts";
import { PostEditor } from "./post-editor.tsx";
import "../components/blog.css";
import "./blog-admin.css";
import { blogRoutes } from "../manifest.ts";

function PostsTable({ onEdit }: { onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_ADMIN_BLOG_PAGE.page);
  const [query, setQuery] = useState(FIRST_ADMIN_BLOG_PAGE.search);
  const [search, setSearch] = useState(FIRST_ADMIN_BLOG_PAGE.search);
  const [state, setState] = useState<BlogState | "">(FIRST_ADMIN_BLOG_PAGE.state);
  const [toDelete, setToDelete] = useState<BlogPostSummary | null>(null);
  const posts = useAdminBlogs({ page, pageSize: ADMIN_BLOG_PAGE_SIZE, search, state });
  const remove = useDeletePost();
  const total = posts.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_BLOG_PAGE_SIZE));
  const list = posts.data?.List ?? [];

  return (
    <>
      <search>
        <form
          className="blog-search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setSearch(query.trim());
          }}
        >
          <TextField
            label={t("blog.search")}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Select
            label={t("blogAdmin.filterState")}
            value={state}
            options={[
              { value: "", label: t("blogAdmin.allStates") },
              ...BLOG_STATES.map((value) => ({ value, label: t(`blogAdmin.state.${value}`) })),
            ]}
            onChange={(event) => {
              setPage(1);
              setState(event.target.value as BlogState | "");
            }}
          />
          <Button type="submit">{t("blog.searchButton")}</Button>
        </form>
      </search>
      {posts.isError ? (
        <p role="alert" className="blog-error">
          {errorMessage(t, posts.error)}
        </p>
      ) : null}
      <DataTable
        caption={t("blogAdmin.caption", { total })}
        columns={[
          t("blogAdmin.colTitle"),
          t("blogAdmin.colState"),
          t("blogAdmin.colDate"),
          t("blogAdmin.colComments"),
          t("blogAdmin.colActions"),
        ]}
        pending={posts.isPending}
        busy={posts.isFetching}
        empty={t("blogAdmin.empty")}
        isEmpty={list.length === 0}
      >
        {list.map((post) => (
          <tr key={post.Id}>
            <th scope="row">
              {post.Title}
              {post.IsFeatured ? <span className="blog-state">{t("blogAdmin.featuredTag")}</span> : null}
            </th>
            <td>
              <span className={`blog-state blog-state--${post.State.toLowerCase()}`}>
                {t(`blogAdmin.state.${post.State}`)}
              </span>
            </td>
            <td>{formatDate(post.PublishedDate)}</td>
            <td>{post.CommentCount}</td>
            <td>
              <div className="ui-table-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("blogAdmin.editPost", { title: post.Title })}
                  onClick={() => onEdit(post.Id)}
                >
                  {t("blogAdmin.edit")}
                </Button>
                <Link
                  className="ui-button ui-button--ghost ui-button--sm"
                  to={blogRoutes.to("article", { id: post.Id })}
                >
                  {t("blogAdmin.view")}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("blogAdmin.deletePost", { title: post.Title })}
                  onClick={() => setToDelete(post)}
                >
                  {t("blogAdmin.delete")}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("blog.pagination")} onPage={setPage} />
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t("blogAdmin.deleteTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} data-autofocus>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (!toDelete) return;
                remove.mutate(toDelete.Id, {
                  onSuccess: (result) => toast.success(result.Message),
                  onError: (error) => toast.error(errorMessage(t, error)),
                  onSettled: () => setToDelete(null),
                });
              }}
            >
              {t("blogAdmin.deleteConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("blogAdmin.deleteText", { title: toDelete?.Title ?? "" })}</p>
      </Dialog>
    </>
  );
}

/** Loads the post to edit (hidden and scheduled included: the administrator's bearer reads them). */
function EditPost({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const post = useBlogPost(id);
  if (post.isError) return <p role="alert">{errorMessage(t, post.error)}</p>;
  if (!post.data) return <p>{t("blog.loading")}</p>;
  return <PostEditor key={post.data.Id} post={post.data} onDone={onDone} />;
}

function BlogAdministration() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { creating, editId } = adminBlogView(params);
  const back = () => setParams(new URLSearchParams());
  if (creating) return <PostEditor onDone={back} />;
  if (editId > 0) return <EditPost id={editId} onDone={back} />;
  return (
    <>
      <p>
        <Button onClick={() => setParams(new URLSearchParams({ new: "1" }))}>{t("blogAdmin.newPost")}</Button>
      </p>
      <PostsTable onEdit={(id) => setParams(new URLSearchParams({ edit: String(id) }))} />
    </>
  );
}

/** /admin/blog (AccountType 99 only): list, write, edit, preview, schedule, feature, hide and delete posts. */
export function AdminBlogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("blogAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("blogAdmin.eyebrow")}</span>
        <h1>{t("blogAdmin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("blogAdmin.forbiddenTitle")}
        forbiddenText={t("blogAdmin.forbiddenText")}
        loginText={t("blogAdmin.loginText")}
      >
        <BlogAdministration />
      </AdminGate>
    </div>
  );
}
