import { findLevel, MEMBERSHIP_LEVELS } from "@haa/domain";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import {
  TESTIMONIALS_PAGE_SIZE,
  type Testimonial,
  testimonialListParams,
  useTestimonials,
} from "../api/testimonials.ts";
import { TestimonialForm } from "./testimonial-form.tsx";
import "./testimonials.css";
import { accountRoutes } from "../../account/manifest.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** One testimonial: the member's words as plain text (React escapes them), who wrote it, when. */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const level = testimonial.MembershipId === null ? undefined : findLevel(testimonial.MembershipId);
  return (
    <li className="testimonial card">
      {testimonial.IsFeatured ? <span className="testimonial__tag">{t("testimonialsPage.featured")}</span> : null}
      {/* In the words its author wrote them: Lang is the language they wrote in. */}
      <blockquote className="testimonial__text" lang={testimonial.Lang}>
        <p>{testimonial.Text}</p>
      </blockquote>
      <div className="testimonial__author">
        {testimonial.ProfileImage ? (
          <img className="testimonial__avatar" src={testimonial.ProfileImage} alt="" width={48} height={48} />
        ) : (
          <span className="testimonial__avatar testimonial__avatar--initials" aria-hidden="true">
            {initials(testimonial.DisplayName)}
          </span>
        )}
        <p>
          <span className="testimonial__name">{testimonial.DisplayName}</span>
          <span className="testimonial__meta">
            {[
              level ? t("testimonialsPage.levelMember", { level: t(`plans.${level.name}.name`) }) : null,
              testimonial.Location,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
          <time className="testimonial__meta" dateTime={testimonial.PublishedAt}>
            {formatDate(testimonial.PublishedAt)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** What visitors see instead of the form: a call to log in or join. */
function JoinCall() {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = useId();
  return (
    <section className="card testimonials-share" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("testimonialsPage.joinTitle")}</h2>
      <p>{t("testimonialsPage.joinText")}</p>
      <div className="testimonials-share__actions">
        <Button
          onClick={() => {
            rememberRedirectTarget(location.pathname + location.search);
            openLogin();
          }}
        >
          {t("nav.login")}
        </Button>
        <Link to={accountRoutes.to("register")} className="ui-button ui-button--secondary ui-button--md">
          {t("testimonialsPage.join")}
        </Link>
      </div>
    </section>
  );
}

/**
 * /Testimonials (spec 001 §2): published testimonials, paged, searched and filtered through the query string
 * (shareable, the back button works), and the form for members to share theirs.
 */
export function TestimonialsPage() {
  const { t } = useTranslation();
  const title = t("testimonialsPage.title");
  useDocumentTitle(title);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const listParams = testimonialListParams(params);
  const { page, search, filter } = listParams;
  const [query, setQuery] = useState(search);
  const list = useTestimonials(listParams);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE));
  const items = list.data?.List ?? [];

  const navigate = (change: { page?: number; search?: string; filter?: string }) => {
    const next = new URLSearchParams();
    const values = { search, filter, page: 1, ...change };
    if (values.search) next.set("search", values.search);
    if (values.filter) next.set("filter", values.filter);
    if (values.page > 1) next.set("page", String(values.page));
    setParams(next);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ search: query.trim() });
  };

  const filters = [
    { value: "", label: t("testimonialsPage.filterAll") },
    { value: "featured", label: t("testimonialsPage.filterFeatured") },
    ...MEMBERSHIP_LEVELS.map((level) => ({
      value: level.name.toLowerCase(),
      label: t("testimonialsPage.filterLevel", { level: t(`plans.${level.name}.name`) }),
    })),
  ];

  return (
    <div className="container page testimonials">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("testimonialsPage.lead")}</p>
      </header>
      <div className="testimonials__layout">
        <div className="testimonials__main">
          <search>
            <form className="testimonials-search" onSubmit={onSearch}>
              <TextField
                label={t("testimonialsPage.searchLabel")}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                maxLength={200}
              />
              <Button type="submit" variant="secondary">
                {t("testimonialsPage.searchButton")}
              </Button>
              <Select
                label={t("testimonialsPage.filterLabel")}
                value={filter}
                options={filters}
                onChange={(event) => navigate({ filter: event.target.value })}
              />
            </form>
          </search>
          {list.isError ? (
            <p role="alert" className="testimonials__error">
              {errorMessage(t, list.error)}
            </p>
          ) : null}
          <p className="muted" aria-live="polite">
            {list.isPending ? t("testimonialsPage.loading") : t("testimonialsPage.caption", { total })}
          </p>
          {!list.isPending && items.length === 0 && !list.isError ? (
            <p className="testimonials__empty">{t("testimonialsPage.empty")}</p>
          ) : (
            <ul className="testimonials__list" aria-busy={list.isFetching || undefined}>
              {items.map((testimonial) => (
                <TestimonialCard key={testimonial.Id} testimonial={testimonial} />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pages={pages}
            label={t("testimonialsPage.pagination")}
            onPage={(next) => navigate({ page: next })}
          />
        </div>
        <aside className="testimonials__aside">{isLoggedIn(session) ? <TestimonialForm /> : <JoinCall />}</aside>
      </div>
    </div>
  );
}
