import { COURSE_LEVELS, COURSE_TRACKS, type CourseLevel, type CourseTrack } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Checkbox, Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AdminCourseParams,
  useAdminCourses,
  useChangeCategory,
  useCourseOptions,
  useSaveCourse,
  useSetPublished,
  useUploadCourseImage,
} from "../api/admin.ts";
import { type Course, type CourseCategory, useCourseCategories } from "../api/courses.ts";
import "./courses.css";

const PAGE_SIZE = 20;
/** The plans by membership level (1–5); their names are the product's own, the same in every language. */
const PLANS = [
  { id: 1, name: "Starter" },
  { id: 2, name: "Access" },
  { id: 3, name: "Standard" },
  { id: 4, name: "Practitioner" },
  { id: 5, name: "Instructor" },
] as const;

interface Draft {
  id: number | null;
  title: string;
  summary: string;
  description: string;
  categoryId: string;
  level: CourseLevel;
  track: CourseTrack | "";
  ceCredits: string;
  price: string;
  planPrices: Record<number, string>;
  prerequisiteIds: number[];
  isSelfStudy: boolean;
  duration: string;
}

const EMPTY: Draft = {
  id: null,
  title: "",
  summary: "",
  description: "",
  categoryId: "",
  level: "beginner",
  track: "",
  ceCredits: "0",
  price: "0",
  planPrices: {},
  prerequisiteIds: [],
  isSelfStudy: false,
  duration: "",
};

export function draftOf(course: Course): Draft {
  return {
    id: course.Id,
    title: course.Title,
    summary: course.Summary,
    description: course.Description,
    categoryId: String(course.Category.Id),
    level: course.Level,
    track: course.Track ?? "",
    ceCredits: String(course.CeCredits),
    price: String(course.Price),
    planPrices: Object.fromEntries(course.PlanPrices.map((p) => [p.MembershipId, String(p.Price)])),
    prerequisiteIds: course.Prerequisites.map((p) => p.Id),
    isSelfStudy: course.IsSelfStudy,
    duration: course.Duration,
  };
}

/** The body of AdminAddCourse / AdminEditCourse: a plan left blank pays the visitor price. */
export function bodyOf(draft: Draft) {
  return {
    ...(draft.id === null ? {} : { Id: draft.id }),
    Title: draft.title,
    Summary: draft.summary,
    Description: draft.description,
    CategoryId: Number(draft.categoryId),
    Level: draft.level,
    Track: draft.track === "" ? null : draft.track,
    CeCredits: draft.ceCredits,
    Price: draft.price,
    PlanPrices: PLANS.filter((plan) => (draft.planPrices[plan.id] ?? "").trim() !== "").map((plan) => ({
      MembershipId: plan.id,
      Price: Number(draft.planPrices[plan.id]),
    })),
    PrerequisiteIds: draft.prerequisiteIds,
    IsSelfStudy: draft.isSelfStudy,
    Duration: draft.duration,
  };
}

function ImageUpload({ courseId, kind }: { courseId: number; kind: "Banner" | "Thumbnail" }) {
  const { t } = useTranslation();
  const upload = useUploadCourseImage();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TextField
      label={kind === "Banner" ? t("courseAdmin.banner") : t("courseAdmin.thumbnail")}
      hint={t("courseAdmin.imageHint")}
      type="file"
      accept="image/jpeg,image/png,image/gif,image/webp"
      disabled={upload.isPending}
      error={problem ?? undefined}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (!file) return;
        upload.mutate(
          { id: courseId, kind, file },
          {
            onSuccess: (result) => {
              setProblem(null);
              if (result.Message) toast.success(result.Message);
            },
            onError: (error) => setProblem(errorMessage(t, error)),
          },
        );
      }}
    />
  );
}

function CourseForm({
  initial,
  categories,
  onDone,
}: {
  initial: Draft;
  categories: CourseCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourse();
  const options = useCourseOptions();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const others = (options.data?.List ?? []).filter((course) => course.Id !== draft.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bodyOf(draft), {
      onSuccess: (result) => {
        setProblem(null);
        if (result.Message) toast.success(result.Message);
        // A new course stays open so its pictures can be added right away.
        if (draft.id === null) setDraft(draftOf(result.Data));
        else onDone();
      },
      onError: (error) => setProblem(errorMessage(t, error)),
    });
  };

  return (
    <form className="course-admin__form card" onSubmit={onSubmit} noValidate aria-labelledby="course-admin-form">
      <h2 id="course-admin-form">
        {draft.id === null ? t("courseAdmin.newCourse") : t("courseAdmin.editing", { title: initial.title })}
      </h2>
      {problem ? (
        <p role="alert" className="course-admin__problem">
          {problem}
        </p>
      ) : null}
      <TextField
        label={t("courseAdmin.fieldTitle")}
        value={draft.title}
        maxLength={200}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={t("courseAdmin.summary")}
        value={draft.summary}
        maxLength={500}
        onChange={(e) => set({ summary: e.target.value })}
      />
      <TextArea
        label={t("courseAdmin.description")}
        value={draft.description}
        rows={6}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="course-admin__grid">
        <Select
          label={t("courseAdmin.category")}
          value={draft.categoryId}
          placeholder={t("courseAdmin.chooseCategory")}
          options={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
          onChange={(e) => set({ categoryId: e.target.value })}
        />
        <Select
          label={t("courseAdmin.level")}
          value={draft.level}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`courseCatalogue.${level}`) }))}
          onChange={(e) => set({ level: e.target.value as CourseLevel })}
        />
        <Select
          label={t("courseAdmin.track")}
          value={draft.track}
          options={[
            { value: "", label: t("courseAdmin.noTrack") },
            ...COURSE_TRACKS.map((track) => ({ value: track, label: t(`parama.${track}`) })),
          ]}
          onChange={(e) => set({ track: e.target.value as CourseTrack | "" })}
        />
        <TextField
          label={t("courseAdmin.ceCredits")}
          type="number"
          min={0}
          max={500}
          value={draft.ceCredits}
          onChange={(e) => set({ ceCredits: e.target.value })}
        />
        <TextField
          label={t("courseAdmin.duration")}
          value={draft.duration}
          maxLength={60}
          onChange={(e) => set({ duration: e.target.value })}
        />
        <TextField
          label={t("courseAdmin.price")}
          type="number"
          min={0}
          step="0.01"
          value={draft.price}
          onChange={(e) => set({ price: e.target.value })}
        />
      </div>
      <fieldset className="course-admin__fieldset">
        <legend>{t("courseAdmin.planPrices")}</legend>
        <p className="muted">{t("courseAdmin.planPricesHint")}</p>
        <div className="course-admin__grid">
          {PLANS.map((plan) => (
            <TextField
              key={plan.id}
              label={plan.name}
              type="number"
              min={0}
              step="0.01"
              value={draft.planPrices[plan.id] ?? ""}
              onChange={(e) => set({ planPrices: { ...draft.planPrices, [plan.id]: e.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="course-admin__fieldset">
        <legend>{t("courseAdmin.prerequisites")}</legend>
        <div className="course-admin__checks">
          {others.map((course) => (
            <Checkbox
              key={course.Id}
              label={course.Title}
              checked={draft.prerequisiteIds.includes(course.Id)}
              onChange={(e) =>
                set({
                  prerequisiteIds: e.target.checked
                    ? [...draft.prerequisiteIds, course.Id]
                    : draft.prerequisiteIds.filter((id) => id !== course.Id),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        label={t("courseAdmin.selfStudy")}
        checked={draft.isSelfStudy}
        onChange={(e) => set({ isSelfStudy: e.target.checked })}
      />
      {draft.id !== null ? (
        <div className="course-admin__grid">
          <ImageUpload courseId={draft.id} kind="Banner" />
          <ImageUpload courseId={draft.id} kind="Thumbnail" />
        </div>
      ) : null}
      <div className="course-admin__actions">
        <Button type="submit" disabled={save.isPending}>
          {t("courseAdmin.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {draft.id === null ? t("courseAdmin.cancel") : t("courseAdmin.close")}
        </Button>
      </div>
    </form>
  );
}

function Categories({ categories }: { categories: CourseCategory[] }) {
  const { t } = useTranslation();
  const change = useChangeCategory();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const done = {
    onSuccess: (result: { Message?: string | null }) => {
      setProblem(null);
      if (result.Message) toast.success(result.Message);
    },
    onError: (error: unknown) => setProblem(errorMessage(t, error)),
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.Id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    change.mutate({ kind: "reorder", Ids: ids }, done);
  };
  return (
    <section className="course-admin__categories" aria-labelledby="course-admin-categories">
      <h2 id="course-admin-categories">{t("courseAdmin.categories")}</h2>
      {problem ? <p role="alert">{problem}</p> : null}
      <ol className="course-admin__category-list">
        {categories.map((category, index) => (
          <li key={category.Id}>
            {renaming?.id === category.Id ? (
              <form
                className="course-admin__inline"
                onSubmit={(event) => {
                  event.preventDefault();
                  change.mutate(
                    { kind: "rename", Id: category.Id, Name: renaming.name, Description: category.Description },
                    {
                      ...done,
                      onSuccess: (r) => {
                        done.onSuccess(r);
                        setRenaming(null);
                      },
                    },
                  );
                }}
              >
                <TextField
                  label={t("courseAdmin.categoryName")}
                  value={renaming.name}
                  maxLength={80}
                  onChange={(e) => setRenaming({ id: category.Id, name: e.target.value })}
                />
                <Button type="submit" size="sm" disabled={change.isPending}>
                  {t("courseAdmin.save")}
                </Button>
                <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(null)}>
                  {t("courseAdmin.cancel")}
                </Button>
              </form>
            ) : (
              <>
                <span className="course-admin__category-name">
                  {category.Name} <span className="muted">({category.CourseCount})</span>
                </span>
                <span className="course-admin__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("courseAdmin.renameLabel", { name: category.Name })}
                    onClick={() => setRenaming({ id: category.Id, name: category.Name })}
                  >
                    {t("courseAdmin.rename")}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === 0 || change.isPending}
                    aria-label={t("courseAdmin.moveUpLabel", { name: category.Name })}
                    onClick={() => move(index, -1)}
                  >
                    {t("courseAdmin.moveUp")}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === categories.length - 1 || change.isPending}
                    aria-label={t("courseAdmin.moveDownLabel", { name: category.Name })}
                    onClick={() => move(index, 1)}
                  >
                    {t("courseAdmin.moveDown")}
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      <form
        className="course-admin__inline"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { kind: "add", Name: name, Description: "" },
            {
              ...done,
              onSuccess: (r) => {
                done.onSuccess(r);
                setName("");
              },
            },
          );
        }}
      >
        <TextField
          label={t("courseAdmin.newCategory")}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={change.isPending}>
          {t("courseAdmin.addCategory")}
        </Button>
      </form>
    </section>
  );
}

function CourseAdmin() {
  const { t } = useTranslation();
  const [params, setParams] = useState<AdminCourseParams>({ page: 1, pageSize: PAGE_SIZE, search: "", published: "" });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useAdminCourses(params);
  const categories = useCourseCategories();
  const publish = useSetPublished();
  const items = list.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / PAGE_SIZE));
  return (
    <>
      {editing ? (
        <CourseForm
          key={editing.id ?? "new"}
          initial={editing}
          categories={categories.data ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing(EMPTY)}>{t("courseAdmin.newCourse")}</Button>
        </p>
      )}
      <form
        className="course-admin__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ ...params, page: 1, search: search.trim() });
        }}
      >
        <TextField label={t("courseAdmin.search")} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select
          label={t("courseAdmin.status")}
          value={params.published}
          options={[
            { value: "", label: t("courseAdmin.allStatuses") },
            { value: "true", label: t("courseAdmin.published") },
            { value: "false", label: t("courseAdmin.unpublished") },
          ]}
          onChange={(e) =>
            setParams({ ...params, page: 1, published: e.target.value as AdminCourseParams["published"] })
          }
        />
        <Button type="submit" variant="secondary">
          {t("courseAdmin.searchButton")}
        </Button>
      </form>
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      <DataTable
        caption={t("courseAdmin.caption", { count: list.data?.TotalCount ?? 0 })}
        columns={[
          t("courseAdmin.fieldTitle"),
          t("courseAdmin.category"),
          t("courseAdmin.level"),
          t("courseAdmin.price"),
          t("courseAdmin.status"),
          t("courseAdmin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("courseAdmin.empty")}
        isEmpty={items.length === 0}
        minWidth="48rem"
      >
        {items.map((course) => (
          <tr key={course.Id}>
            <th scope="row">{course.Title}</th>
            <td>{course.Category.Name}</td>
            <td>{t(`courseCatalogue.${course.Level}`)}</td>
            <td>${course.Price.toFixed(2)}</td>
            <td>{course.IsPublished ? t("courseAdmin.published") : t("courseAdmin.unpublished")}</td>
            <td>
              <div className="course-admin__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("courseAdmin.editLabel", { title: course.Title })}
                  onClick={() => setEditing(draftOf(course))}
                >
                  {t("courseAdmin.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={publish.isPending}
                  aria-label={t(course.IsPublished ? "courseAdmin.unpublishLabel" : "courseAdmin.publishLabel", {
                    title: course.Title,
                  })}
                  onClick={() =>
                    publish.mutate(
                      { Id: course.Id, IsPublished: !course.IsPublished },
                      {
                        onSuccess: (result) => toast.success(result.Message ?? ""),
                        onError: (error) => toast.error(errorMessage(t, error)),
                      },
                    )
                  }
                >
                  {course.IsPublished ? t("courseAdmin.unpublish") : t("courseAdmin.publish")}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={params.page}
        pages={pages}
        label={t("courseAdmin.pages")}
        onPage={(page) => setParams({ ...params, page })}
      />
      <Categories categories={categories.data ?? []} />
    </>
  );
}

/** /admin/courses (administrators): the course catalogue and its categories (ADR 0029). */
export function AdminCoursesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courseAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("courseAdmin.title")}</h1>
        <p className="muted">{t("courseAdmin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("courseAdmin.title")}
        forbiddenText={t("courseAdmin.forbidden")}
        loginText={t("courseAdmin.login")}
      >
        <CourseAdmin />
      </AdminGate>
    </div>
  );
}
