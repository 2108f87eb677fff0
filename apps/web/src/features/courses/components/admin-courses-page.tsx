import {
  COURSE_LEVELS,
  COURSE_TRACKS,
  type CourseInput,
  type CourseLevel,
  type CourseTrack,
  categoryInputSchema,
  courseEditorSchema,
} from "@haa/domain";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import {
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  useZodForm,
} from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import {
  MissingLanguageFilter,
  TranslatedLanguages,
  TranslationsEditor,
} from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Checkbox, Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_COURSES_PAGE_SIZE,
  type AdminCourseParams,
  FIRST_ADMIN_COURSES,
  useAdminCourseCategories,
  useAdminCourses,
  useChangeCategory,
  useCourseOptions,
  useSaveCourse,
  useSetPublished,
  useUploadCourseImage,
} from "../api/admin.ts";
import type { Course, CourseCategory } from "../api/courses.ts";
import "./courses.css";

/** The plans by membership level (1–5); their names are the product's own, the same in every language. */
const PLANS = [
  { id: 1, name: "Starter" },
  { id: 2, name: "Access" },
  { id: 3, name: "Standard" },
  { id: 4, name: "Practitioner" },
  { id: 5, name: "Instructor" },
] as const;

/** The form's fields as typed; the schema reads the numbers and the plan prices (one field per plan). */
interface Draft {
  Title: string;
  Summary: string;
  Description: string;
  CategoryId: string;
  Level: CourseLevel;
  Track: CourseTrack | "";
  CeCredits: string;
  Price: string;
  PlanPrices: Record<string, string>;
  PrerequisiteIds: number[];
  IsSelfStudy: boolean;
  Duration: string;
}

/** The course being edited (null: a new one) and its fields. */
interface Editing {
  id: number | null;
  title: string;
  draft: Draft;
}

const courseSchema = courseEditorSchema as unknown as z.ZodType<CourseInput, Draft>;

const planPricesOf = (prices: { MembershipId: number; Price: number }[]): Record<string, string> =>
  Object.fromEntries(
    PLANS.map((plan) => [plan.id, String(prices.find((p) => p.MembershipId === plan.id)?.Price ?? "")]),
  );

const EMPTY: Editing = {
  id: null,
  title: "",
  draft: {
    Title: "",
    Summary: "",
    Description: "",
    CategoryId: "",
    Level: "beginner",
    Track: "",
    CeCredits: "0",
    Price: "0",
    PlanPrices: planPricesOf([]),
    PrerequisiteIds: [],
    IsSelfStudy: false,
    Duration: "",
  },
};
const FIELDS = new Set(Object.keys(EMPTY.draft));

function editingOf(course: Course): Editing {
  return {
    id: course.Id,
    title: course.Title,
    draft: {
      Title: course.Title,
      Summary: course.Summary,
      Description: course.Description,
      CategoryId: String(course.Category.Id),
      Level: course.Level,
      Track: course.Track ?? "",
      CeCredits: String(course.CeCredits),
      Price: String(course.Price),
      PlanPrices: planPricesOf(course.PlanPrices),
      PrerequisiteIds: course.Prerequisites.map((p) => p.Id),
      IsSelfStudy: course.IsSelfStudy,
      Duration: course.Duration,
    },
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
  initial: Editing;
  categories: CourseCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourse();
  const options = useCourseOptions();
  const form = useZodForm(courseSchema, { defaultValues: initial.draft });
  const [id, setId] = useState(initial.id);
  const [problem, setProblem] = useState<string | null>(null);
  const prerequisites = useController({ control: form.control, name: "PrerequisiteIds" });
  const chosen = prerequisites.field.value;
  const others = (options.data?.List ?? []).filter((course) => course.Id !== id);

  const onValid = (values: CourseInput) =>
    save.mutate(id === null ? values : { ...values, Id: id }, {
      onSuccess: (result) => {
        setProblem(null);
        if (result.Message) toast.success(result.Message);
        // A new course stays open so its pictures can be added right away.
        if (id === null) {
          setId(result.Data.Id);
          form.reset(editingOf(result.Data).draft);
        } else onDone();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
          if (FIELDS.has(field)) form.setError(field as keyof Draft, { type: "server", message });
        }
        setProblem(errorMessage(t, error));
      },
    });

  const editor = (
    <Form form={form} onValid={onValid} className="course-admin__form card" aria-labelledby="course-admin-form">
      <h2 id="course-admin-form">
        {id === null ? t("courseAdmin.newCourse") : t("courseAdmin.editing", { title: initial.title })}
      </h2>
      {problem ? (
        <p role="alert" className="course-admin__problem">
          {problem}
        </p>
      ) : null}
      <FormTextField control={form.control} name="Title" label={t("courseAdmin.fieldTitle")} maxLength={200} required />
      <FormTextField control={form.control} name="Summary" label={t("courseAdmin.summary")} maxLength={500} />
      <FormTextArea control={form.control} name="Description" label={t("courseAdmin.description")} rows={6} />
      <div className="course-admin__grid">
        <FormSelect
          control={form.control}
          name="CategoryId"
          label={t("courseAdmin.category")}
          placeholder={t("courseAdmin.chooseCategory")}
          options={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
        />
        <FormSelect
          control={form.control}
          name="Level"
          label={t("courseAdmin.level")}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`courseCatalogue.${level}`) }))}
        />
        <FormSelect
          control={form.control}
          name="Track"
          label={t("courseAdmin.track")}
          options={[
            { value: "", label: t("courseAdmin.noTrack") },
            ...COURSE_TRACKS.map((track) => ({ value: track, label: t(`parama.${track}`) })),
          ]}
        />
        <FormTextField
          control={form.control}
          name="CeCredits"
          label={t("courseAdmin.ceCredits")}
          type="number"
          min={0}
          max={500}
        />
        <FormTextField control={form.control} name="Duration" label={t("courseAdmin.duration")} maxLength={60} />
        <FormTextField
          control={form.control}
          name="Price"
          label={t("courseAdmin.price")}
          type="number"
          min={0}
          step="0.01"
        />
      </div>
      <fieldset className="course-admin__fieldset">
        <legend>{t("courseAdmin.planPrices")}</legend>
        <p className="muted">{t("courseAdmin.planPricesHint")}</p>
        <div className="course-admin__grid">
          {PLANS.map((plan) => (
            <FormTextField
              key={plan.id}
              control={form.control}
              name={`PlanPrices.${plan.id}`}
              label={plan.name}
              type="number"
              min={0}
              step="0.01"
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
              checked={chosen.includes(course.Id)}
              onChange={(e) =>
                prerequisites.field.onChange(
                  e.target.checked ? [...chosen, course.Id] : chosen.filter((other) => other !== course.Id),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <FormCheckbox control={form.control} name="IsSelfStudy" label={t("courseAdmin.selfStudy")} />
      {id !== null ? (
        <div className="course-admin__grid">
          <ImageUpload courseId={id} kind="Banner" />
          <ImageUpload courseId={id} kind="Thumbnail" />
        </div>
      ) : null}
      <div className="course-admin__actions">
        <Button type="submit" disabled={save.isPending}>
          {t("courseAdmin.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {id === null ? t("courseAdmin.cancel") : t("courseAdmin.close")}
        </Button>
      </div>
    </Form>
  );
  // The course's words in the other languages, beside the English above, once it exists (ADR 0097).
  return id === null ? (
    editor
  ) : (
    <>
      {editor}
      <TranslationsEditor kind="course" id={id} />
    </>
  );
}

type CategoryFields = { Name: string; Description: string };
const categorySchema = categoryInputSchema as unknown as z.ZodType<CategoryFields, CategoryFields>;

/** A category's name, new or renamed, checked by `Course/AdminAddCategory`'s schema (the rename's too). */
function CategoryNameForm({
  label,
  submitLabel,
  initial,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial: CategoryFields;
  pending: boolean;
  onSave: (values: CategoryFields, saved: () => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(categorySchema, { defaultValues: initial });
  return (
    <Form form={form} className="course-admin__inline" onValid={(values) => onSave(values, () => form.reset(initial))}>
      <FormTextField control={form.control} name="Name" label={label} maxLength={80} />
      <Button type="submit" size="sm" disabled={pending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t("courseAdmin.cancel")}
        </Button>
      ) : null}
    </Form>
  );
}

function Categories({ categories }: { categories: CourseCategory[] }) {
  const { t } = useTranslation();
  const change = useChangeCategory();
  const [renaming, setRenaming] = useState<number | null>(null);
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
            {renaming === category.Id ? (
              <>
                <CategoryNameForm
                  label={t("courseAdmin.categoryName")}
                  submitLabel={t("courseAdmin.save")}
                  initial={{ Name: category.Name, Description: category.Description }}
                  pending={change.isPending}
                  onCancel={() => setRenaming(null)}
                  onSave={(values) =>
                    change.mutate(
                      { kind: "rename", Id: category.Id, ...values },
                      {
                        ...done,
                        onSuccess: (r) => {
                          done.onSuccess(r);
                          setRenaming(null);
                        },
                      },
                    )
                  }
                />
                <TranslationsEditor kind="courseCategory" id={category.Id} />
              </>
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
                    onClick={() => setRenaming(category.Id)}
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
      <CategoryNameForm
        label={t("courseAdmin.newCategory")}
        submitLabel={t("courseAdmin.addCategory")}
        initial={{ Name: "", Description: "" }}
        pending={change.isPending}
        onSave={(values, saved) =>
          change.mutate(
            { kind: "add", ...values },
            {
              ...done,
              onSuccess: (r) => {
                done.onSuccess(r);
                saved();
              },
            },
          )
        }
      />
    </section>
  );
}

function CourseAdmin() {
  const { t } = useTranslation();
  const [params, setParams] = useState<AdminCourseParams>(FIRST_ADMIN_COURSES);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useAdminCourses(params);
  const categories = useAdminCourseCategories();
  const publish = useSetPublished();
  const items = list.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / ADMIN_COURSES_PAGE_SIZE));
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
        <MissingLanguageFilter
          value={params.missingLanguage}
          onChange={(missingLanguage) => setParams({ ...params, page: 1, missingLanguage })}
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
          t("translations.languagesColumn"),
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
              <TranslatedLanguages languages={course.Languages ?? []} />
            </td>
            <td>
              <div className="course-admin__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("courseAdmin.editLabel", { title: course.Title })}
                  onClick={() => setEditing(editingOf(course))}
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
