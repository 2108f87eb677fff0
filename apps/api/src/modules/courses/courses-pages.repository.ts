import { and, eq } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { overlayWords } from "../../platform/translations/translations.ts";
import { courses } from "./courses.schema.ts";

/** `/courses/detail/:id`: a published course's title, summary and banner (ADR 0095). */
export const courseHead: PageHeadReader = async (db, { params, language }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [course] = await db
    .select({
      title: courses.title,
      summary: courses.summary,
      description: courses.description,
      banner: courses.bannerImages,
    })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  if (!course) return undefined;
  // In the page's language where the course is translated (ADR 0097), as its body says.
  const words = (await overlayWords(db, "course", language, [id])).get(id);
  return (
    course && {
      title: words?.Title || course.title,
      description: words?.Summary || words?.Description || course.summary || course.description,
      image: course.banner?.full,
      type: "website",
    }
  );
};

export const coursesSitemap = keysetSitemap({
  name: "courses",
  table: courses,
  id: courses.id,
  updatedAt: courses.updatedAt,
  listed: () => eq(courses.published, true),
  path: (id) => `/courses/detail/${id}`,
});
