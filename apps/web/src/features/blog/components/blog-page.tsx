import { BLOG_PAGE_SIZE } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { blogListParams } from "../api/blog-list.ts";
import { useBlogList, useBlogTags, useFeaturedBlog } from "../api/posts.ts";
import { PostCard } from "./post-card.tsx";
import "./blog.css";

/** The list's state lives in the URL (?page, ?search, ?tag): shareable links, and the back button works. */
function useBlogQuery() {
  const [params, setParams] = useSearchParams();
  const list = blogListParams(params);
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return { list, hrefWith, setParams };
}

/** /blog: the featured post, then published posts by page, with search and a tag filter. */
export function BlogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("blog.title"));
  const { list: listParams, hrefWith, setParams } = useBlogQuery();
  const { page, search, tag } = listParams;
  const [draft, setDraft] = useState(search);
  const list = useBlogList(listParams);
  const featured = useFeaturedBlog();
  const tags = useBlogTags();
  const filtered = Boolean(search || tag);
  const showFeatured = !filtered && page === 1 && featured.data;
  const posts = (list.data?.List ?? []).filter((post) => !(showFeatured && post.Id === featured.data?.Id));
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

  return (
    <div className="container page blog">
      <header className="page-header">
        <span className="eyebrow">{t("blog.eyebrow")}</span>
        <h1>{t("blog.title")}</h1>
        <p className="muted">{t("blog.lead")}</p>
      </header>

      <search className="blog-filters">
        <form
          className="blog-search"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(new URLSearchParams(hrefWith({ search: draft.trim(), page: 1 }).slice(1)));
          }}
        >
          <TextField
            label={t("blog.search")}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t("blog.searchPlaceholder")}
            maxLength={200}
          />
          <Button type="submit">{t("blog.searchButton")}</Button>
        </form>
        {tags.data && tags.data.length > 0 ? (
          <nav aria-label={t("blogTeaser.tagsLabel")}>
            <ul className="blog-tags blog-tags--filter">
              <li>
                <Link
                  className="blog-tag"
                  to={hrefWith({ tag: null, page: 1 })}
                  aria-current={tag ? undefined : "page"}
                >
                  {t("blog.allTags")}
                </Link>
              </li>
              {tags.data.map((item) => (
                <li key={item.Tag}>
                  <Link
                    className="blog-tag"
                    to={hrefWith({ tag: item.Tag, page: 1 })}
                    aria-current={item.Tag === tag ? "page" : undefined}
                  >
                    {item.Tag} <span className="blog-tag__count">({item.Count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </search>

      {showFeatured && featured.data ? (
        <section aria-label={t("blogTeaser.featured")} className="blog-featured">
          <PostCard post={featured.data} featured headingLevel={2} />
        </section>
      ) : null}

      {filtered ? (
        <p className="blog-results" role="status">
          {t("blog.results", { count: total })} <Link to="?">{t("blog.clearFilters")}</Link>
        </p>
      ) : null}

      {list.isError ? (
        <p role="alert" className="blog-error">
          {errorMessage(t, list.error)}
        </p>
      ) : list.isPending ? (
        <p aria-live="polite">{t("blog.loading")}</p>
      ) : posts.length === 0 && !showFeatured ? (
        <p>{t("blog.empty")}</p>
      ) : (
        <div className="blog-grid" aria-busy={list.isFetching || undefined}>
          {posts.map((post) => (
            <PostCard key={post.Id} post={post} headingLevel={2} />
          ))}
        </div>
      )}

      <Pager page={page} pages={pages} label={t("blog.pagination")} hrefFor={(to) => hrefWith({ page: to })} />
    </div>
  );
}
