import { FORUM_PAGE_SIZE, FORUM_SEARCH_COUNT_CAP } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useForumCategories, useForumList, useToggleFollow } from "../api/forum.ts";
import { forumListParams } from "../api/forum-list.ts";
import { JoinCard } from "./join-card.tsx";
import { PostEditor } from "./post-editor.tsx";
import { PostRow, postPath } from "./post-row.tsx";
import "./forum.css";
import { forumRoutes } from "../manifest.ts";

/** The list's state lives in the URL (?page, ?search, ?board, ?show): shareable links, the back button works. */
function useForumQuery(userId: number | null) {
  const [params, setParams] = useSearchParams();
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1) || (key === "show" && value === "all"))
        next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return { list: forumListParams(params, userId), hrefWith, setParams };
}

/** /forum: the boards (with follow buttons for members), the posts paged, filtered and searched, and the editor. */
export function ForumPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("forum.title"));
  const session = useSession();
  const user = isLoggedIn(session) ? session.user : null;
  const navigate = useNavigate();
  const { list: listParams, hrefWith, setParams } = useForumQuery(user?.Id ?? null);
  const { page, search, categoryId, filter: memberFilter } = listParams;
  const [draft, setDraft] = useState(search);
  const [writing, setWriting] = useState(false);
  const list = useForumList(listParams);
  const categories = useForumCategories(user?.Id ?? null);
  const follow = useToggleFollow(user?.Id ?? null);
  const total = list.data?.TotalCount ?? 0;
  // A search counts one past the cap at most (FORUM_SEARCH_COUNT_CAP): past it, "more than" and the first pages.
  const pages = Math.max(1, Math.ceil(Math.min(total, FORUM_SEARCH_COUNT_CAP) / FORUM_PAGE_SIZE));
  const filtered = Boolean(search || categoryId || memberFilter !== "all");

  return (
    <div className="container page forum">
      <header className="page-header forum-header">
        <div>
          <span className="eyebrow">{t("forum.eyebrow")}</span>
          <h1>{t("forum.title")}</h1>
          <p className="muted">{t("forum.lead")}</p>
          <p>
            <Link to={forumRoutes.to("howForum")}>{t("forum.howLink")}</Link>
          </p>
        </div>
        {user && !writing ? <Button onClick={() => setWriting(true)}>{t("forum.newPost")}</Button> : null}
      </header>

      {user && writing && categories.data ? (
        <PostEditor
          categories={categories.data}
          onDone={(post) => {
            setWriting(false);
            if (post) navigate(postPath(post.Id));
          }}
        />
      ) : null}
      {!user ? <JoinCard /> : null}

      <div className="forum-layout">
        <aside className="forum-boards" aria-labelledby="forum-boards-title">
          <h2 id="forum-boards-title">{t("forum.boards")}</h2>
          <ul>
            <li>
              <Link to={hrefWith({ board: null, page: 1 })} aria-current={categoryId ? undefined : "page"}>
                {t("forum.allBoards")}
              </Link>
            </li>
            {(categories.data ?? []).map((category) => (
              <li key={category.Id} className="forum-board">
                <Link
                  to={hrefWith({ board: category.Id, page: 1 })}
                  aria-current={category.Id === categoryId ? "page" : undefined}
                  lang={category.Lang}
                >
                  {category.Name}
                </Link>
                <span className="muted forum-board__count">{t("forum.postsCount", { count: category.PostCount })}</span>
                {user ? (
                  <Button
                    size="sm"
                    variant={category.IsFollowing ? "secondary" : "ghost"}
                    aria-pressed={category.IsFollowing}
                    aria-label={
                      category.IsFollowing
                        ? t("forum.unfollowBoard", { name: category.Name })
                        : t("forum.followBoard", { name: category.Name })
                    }
                    onClick={() =>
                      follow.mutate(category.Id, {
                        onSuccess: (result) => toast.success(result.Message),
                        onError: (error) => toast.error(errorMessage(t, error)),
                      })
                    }
                  >
                    {category.IsFollowing ? t("forum.following") : t("forum.follow")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </aside>

        <section className="forum-main" aria-label={t("forum.title")}>
          <search className="forum-filters">
            <form
              className="forum-search"
              onSubmit={(event) => {
                event.preventDefault();
                setParams(new URLSearchParams(hrefWith({ search: draft.trim(), page: 1 }).slice(1)));
              }}
            >
              <TextField
                label={t("forum.search")}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t("forum.searchPlaceholder")}
                maxLength={200}
              />
              <Button type="submit">{t("forum.searchButton")}</Button>
            </form>
            {user ? (
              <nav aria-label={t("forum.filtersLabel")}>
                <ul className="forum-tabs">
                  {(["all", "mine", "following"] as const).map((key) => (
                    <li key={key}>
                      <Link
                        className="forum-tab"
                        to={hrefWith({ show: key, page: 1 })}
                        aria-current={memberFilter === key ? "page" : undefined}
                      >
                        {key === "all"
                          ? t("forum.filterAll")
                          : key === "mine"
                            ? t("forum.filterMine")
                            : t("forum.filterFollowing")}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </search>

          {filtered ? (
            <p role="status">
              {total > FORUM_SEARCH_COUNT_CAP
                ? t("forum.resultsMany", { max: numberFormat(i18n.language).format(FORUM_SEARCH_COUNT_CAP) })
                : t("forum.results", { count: total })}{" "}
              <Link to="?">{t("forum.clearFilters")}</Link>
            </p>
          ) : null}

          {list.isError ? (
            <p role="alert">{errorMessage(t, list.error)}</p>
          ) : list.isPending ? (
            <p aria-live="polite">{t("forum.loading")}</p>
          ) : (list.data?.List.length ?? 0) === 0 ? (
            <p>{t("forum.empty")}</p>
          ) : (
            <div className="forum-list" aria-busy={list.isFetching || undefined}>
              {list.data?.List.map((post) => (
                <PostRow key={post.Id} post={post} headingLevel={2} />
              ))}
            </div>
          )}

          <Pager page={page} pages={pages} label={t("forum.pagination")} hrefFor={(to) => hrefWith({ page: to })} />
        </section>
      </div>
    </div>
  );
}
