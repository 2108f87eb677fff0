import { COURSE_PAGE_SIZE } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import {
  COURSE_LEVELS,
  catalogueParams,
  useBeginnerCourses,
  useCourseCategories,
  useCourseGroups,
  useCourseList,
} from "../api/courses.ts";
import { CourseCard, CourseSections } from "./course-card.tsx";
import "./courses.css";

/** The catalogue's state lives in the URL (?page, ?search, ?category, ?level): shareable, and back works. */
function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const list = catalogueParams(params);
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const go = (changes: Record<string, string | number | null>) =>
    setParams(new URLSearchParams(hrefWith({ ...changes, page: 1 }).slice(1)));
  return { list, hrefWith, go };
}

/** /courses: the catalogue with search, category and level filters and paging, all in the URL. */
export function CoursesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courseCatalogue.title"));
  const { list: listParams, hrefWith, go } = useCatalogueQuery();
  const { page, search, category, level } = listParams;
  const [draft, setDraft] = useState(search);
  const categories = useCourseCategories();
  const list = useCourseList(listParams);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE));
  const filtered = Boolean(search || category || level);
  const courses = list.data?.List ?? [];

  return (
    <div className="container page courses">
      <header className="page-header">
        <span className="eyebrow">{t("courseCatalogue.eyebrow")}</span>
        <h1>{t("courseCatalogue.title")}</h1>
        <p className="muted">{t("courseCatalogue.lead")}</p>
        <CourseSections />
      </header>

      <search className="course-filters">
        <form
          className="course-search"
          onSubmit={(event) => {
            event.preventDefault();
            go({ search: draft.trim() });
          }}
        >
          <TextField
            label={t("courseCatalogue.search")}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t("courseCatalogue.searchPlaceholder")}
            maxLength={200}
          />
          <Button type="submit">{t("courseCatalogue.searchButton")}</Button>
        </form>
        <div className="course-selects">
          <Select
            label={t("courseCatalogue.category")}
            value={category ? String(category) : ""}
            onChange={(event) => go({ category: event.target.value || null })}
            options={[
              { value: "", label: t("courseCatalogue.allCategories") },
              ...(categories.data ?? []).map((c) => ({ value: String(c.Id), label: `${c.Name} (${c.CourseCount})` })),
            ]}
          />
          <Select
            label={t("courseCatalogue.level")}
            value={level ?? ""}
            onChange={(event) => go({ level: event.target.value || null })}
            options={[
              { value: "", label: t("courseCatalogue.allLevels") },
              ...COURSE_LEVELS.map((value) => ({ value, label: t(`courseCatalogue.${value}`) })),
            ]}
          />
        </div>
      </search>

      {filtered ? (
        <p className="course-results" role="status">
          {t("courseCatalogue.results", { count: total })} <Link to="?">{t("courseCatalogue.clearFilters")}</Link>
        </p>
      ) : null}

      <CourseGrid
        courses={courses}
        error={list.isError ? errorMessage(t, list.error) : null}
        pending={list.isPending}
        busy={list.isFetching}
      />

      <Pager page={page} pages={pages} label={t("courseCatalogue.title")} hrefFor={(to) => hrefWith({ page: to })} />
    </div>
  );
}

function CourseGrid({
  courses,
  error,
  pending,
  busy = false,
  headingLevel = 2,
}: {
  courses: Parameters<typeof CourseCard>[0]["course"][];
  error: string | null;
  pending: boolean;
  busy?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  if (error)
    return (
      <p role="alert" className="course-error">
        {error}
      </p>
    );
  if (pending) return <p aria-live="polite">{t("courseCatalogue.loading")}</p>;
  if (courses.length === 0) return <p>{t("courseCatalogue.empty")}</p>;
  return (
    <div className="course-grid" aria-busy={busy || undefined}>
      {courses.map((course, index) => (
        <CourseCard key={course.Id} course={course} headingLevel={headingLevel} first={index === 0} />
      ))}
    </div>
  );
}

/** /beginnercourses: the courses that need no previous training. */
export function BeginnerCoursesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courseCatalogue.beginnerTitle"));
  const list = useBeginnerCourses();
  return (
    <div className="container page courses">
      <header className="page-header">
        <span className="eyebrow">{t("courseCatalogue.eyebrow")}</span>
        <h1>{t("courseCatalogue.beginnerTitle")}</h1>
        <p className="muted">{t("courseCatalogue.beginnerLead")}</p>
        <CourseSections />
      </header>
      <CourseGrid
        courses={list.data ?? []}
        error={list.isError ? errorMessage(t, list.error) : null}
        pending={list.isPending}
      />
    </div>
  );
}

/** /courselibrary: every category with its courses (Course/GetCoursesGroupByCategories). */
export function CourseLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courseCatalogue.libraryTitle"));
  const groups = useCourseGroups();
  return (
    <div className="container page courses">
      <header className="page-header">
        <span className="eyebrow">{t("courseCatalogue.eyebrow")}</span>
        <h1>{t("courseCatalogue.libraryTitle")}</h1>
        <p className="muted">{t("courseCatalogue.libraryLead")}</p>
        <CourseSections />
      </header>
      {groups.isError ? (
        <p role="alert" className="course-error">
          {errorMessage(t, groups.error)}
        </p>
      ) : groups.isPending ? (
        <p aria-live="polite">{t("courseCatalogue.loading")}</p>
      ) : (
        groups.data
          .filter((group) => group.Courses.length > 0)
          .map((group) => (
            <section key={group.Id} className="course-group" aria-labelledby={`category-${group.Id}`}>
              <h2 id={`category-${group.Id}`}>{group.Name}</h2>
              {group.Description ? <p className="muted">{group.Description}</p> : null}
              <CourseGrid courses={group.Courses} error={null} pending={false} headingLevel={3} />
            </section>
          ))
      )}
    </div>
  );
}

export { CourseGrid };
