import { MEMBERSHIP_LEVELS } from "@haa/domain";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { storeImage } from "../../platform/storage/images.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import type { NewCourse } from "./courses.repository.ts";
import { coursesRepository as repo } from "./courses.repository.ts";
import { COURSE_CATEGORY_TRANSLATIONS, COURSE_TRANSLATIONS, withDuration } from "./courses.seed-translations.ts";

type DemoCourse = Pick<NewCourse, "title" | "summary" | "description" | "level" | "ceCredits" | "duration"> & {
  category: string;
  key: string;
  priceUsd: number;
  track?: NewCourse["track"];
  isSelfStudy?: boolean;
  requires?: string[];
};

export const DEMO_CATEGORIES = [
  {
    slug: "foundations",
    name: "Foundations",
    description: "Where every practitioner starts: the principles, the protocol and supervised practice.",
  },
  {
    slug: "advanced-practice",
    name: "Advanced Practice",
    description: "Deeper techniques for graduates of the Foundations modules.",
  },
  {
    slug: "parama",
    name: "Parama Programme",
    description:
      "The Parama programme: founders' teachings, study groups, specialty and breakthrough courses, and group sessions.",
  },
  {
    slug: "specialty",
    name: "Specialty and Animal Care",
    description: "Applying the method with animals, memory work and particular client groups.",
  },
  {
    slug: "instructor-training",
    name: "Instructor Training",
    description: "The paths to teaching the method, for experienced practitioners.",
  },
] as const;

/** Twenty courses in five categories; `requires` names prerequisite courses by key. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    key: "access",
    category: "foundations",
    title: "Access Technique Essentials",
    summary:
      "A one-day introduction to five simple routines anyone can use at home to ease stress and support balance.",
    description:
      "The Access Technique is the gentlest entry point to the method. In one day you learn five routines that support the body's own balancing: cortices tapping, hydration, body chemistry, the switching routine and the lymphatic sequence.\n\nNo previous experience is needed. You leave able to use the routines on yourself, family and friends, with a printed manual and a certificate of attendance.",
    level: "beginner",
    ceCredits: 6,
    duration: "1 day",
    priceUsd: 150,
  },
  {
    key: "foundations1",
    category: "foundations",
    title: "Foundations Module 1: Principles and Protocol",
    summary: "The principles of the method and the full session protocol, practised in pairs over two days.",
    description:
      "Module 1 teaches why the method works and how a session runs: establishing priorities, the protocol chart, neuromuscular biofeedback and tapping.\n\nHalf of the time is supervised practice in pairs. You finish able to give complete, simple sessions and to keep case notes for your practice log.",
    level: "beginner",
    ceCredits: 16,
    duration: "2 days",
    priceUsd: 595,
  },
  {
    key: "foundations2",
    category: "foundations",
    title: "Foundations Module 2: Practice and Case Work",
    summary: "Builds fluency with the protocol through supervised sessions and case reviews.",
    description:
      "Module 2 deepens the protocol with emotional and energetic links, active memory and the use of the protocol in longer sessions.\n\nStudents bring case notes from their own practice; instructors review them with the group. Completing Modules 1 and 2 is the first step towards certification as a practitioner.",
    level: "beginner",
    ceCredits: 16,
    duration: "2 days",
    priceUsd: 595,
    requires: ["foundations1"],
  },
  {
    key: "selfstudy",
    category: "foundations",
    title: "Body Awareness at Home (self-study)",
    summary: "Six short video lessons to learn the self-care routines at your own pace.",
    description:
      "A self-study course for members who cannot travel to a seminar yet. Six short lessons show the self-care routines step by step, with a printable handout for each.\n\nWatch in any order you like; your progress is saved, and the course counts as complete when every lesson is done.",
    level: "beginner",
    ceCredits: 4,
    duration: "6 lessons",
    priceUsd: 90,
    isSelfStudy: true,
  },
  {
    key: "anatomy",
    category: "foundations",
    title: "Anatomy for Body-Work Practitioners",
    summary: "Practical anatomy and physiology for practitioners, taught online over three mornings.",
    description:
      "A clear tour of the systems a practitioner works with: musculoskeletal, nervous, endocrine, digestive and immune. Each topic ends with how it shows up in a session.\n\nRequired for certification; open to every member.",
    level: "beginner",
    ceCredits: 18,
    duration: "3 mornings",
    priceUsd: 450,
  },
  {
    key: "matrix",
    category: "advanced-practice",
    title: "Matrix and Energetic Structures",
    summary: "Working with the body's energetic matrix: fields, lines and their links to the physical body.",
    description:
      "An advanced module on the energetic structures the protocol reaches: meridian links, chakra associations and the matrix that connects them.\n\nFor graduates of the Foundations modules with at least twenty logged sessions.",
    level: "advanced",
    ceCredits: 16,
    duration: "2 days",
    priceUsd: 695,
    requires: ["foundations2"],
  },
  {
    key: "macrocosm",
    category: "advanced-practice",
    title: "Macrocosm: Environment and Home",
    summary: "How a person's surroundings, home and relationships appear in a session, and how to address them.",
    description:
      "This module widens the session beyond the client's body to the environment they live in: the home, the workplace, the people and animals around them.\n\nIncludes practice on distance sessions.",
    level: "advanced",
    ceCredits: 16,
    duration: "2 days",
    priceUsd: 695,
    requires: ["foundations2"],
  },
  {
    key: "consciousness",
    category: "advanced-practice",
    title: "Principles of Consciousness",
    summary: "A reflective seminar on awareness, belief and the practitioner's own presence in the session.",
    description:
      "Lectures, discussion and guided exercises on the role of awareness in healing, the practitioner's neutrality and self-care.\n\nA favourite of experienced practitioners preparing for the advanced certification.",
    level: "advanced",
    ceCredits: 12,
    duration: "2 days",
    priceUsd: 545,
    requires: ["foundations2"],
  },
  {
    key: "integration",
    category: "advanced-practice",
    title: "Advanced Integration Intensive",
    summary: "Five days of supervised advanced sessions that bring every module together.",
    description:
      "The intensive integrates the advanced modules in long supervised sessions, peer review and one-to-one feedback from two instructors.\n\nRequired for Advanced Certified Practitioner status.",
    level: "advanced",
    ceCredits: 36,
    duration: "5 days",
    priceUsd: 1450,
    requires: ["matrix"],
  },
  {
    key: "mindscape",
    category: "advanced-practice",
    title: "Mindscape: Intuition and Clarity",
    summary: "Techniques to quiet the mind, develop intuition and bring clarity to decisions.",
    description:
      "Mindscape teaches a set of inner exercises for focus and intuition that practitioners use before sessions and clients use at home.\n\nOpen to graduates of the Foundations modules.",
    level: "advanced",
    ceCredits: 12,
    duration: "2 days",
    priceUsd: 520,
    requires: ["foundations2"],
  },
  {
    key: "founders",
    category: "parama",
    title: "Essential Founders Series",
    summary: "Recorded and live teachings from the founders on the origins and philosophy of the method.",
    description:
      "Six sessions that follow the founders' own teaching notes: where the method came from, what it is for and how it has grown.\n\nEvery plan includes the Founder Video Archive that accompanies this series.",
    level: "beginner",
    track: "essentialfounders",
    ceCredits: 8,
    duration: "6 sessions",
    priceUsd: 240,
  },
  {
    key: "facilitation",
    category: "parama",
    title: "Parama Study Group Facilitation",
    summary: "How to host a study group that keeps members practising between seminars.",
    description:
      "For members who want to run a local or online study group: structuring an evening, practice rotations, keeping everyone safe and welcome.\n\nFacilitators can list their groups on the Study groups and events page.",
    level: "advanced",
    track: "studygroups",
    ceCredits: 6,
    duration: "1 day",
    priceUsd: 180,
    requires: ["foundations1"],
  },
  {
    key: "trauma",
    category: "parama",
    title: "Parama Specialty: Trauma-Informed Sessions",
    summary: "Working safely and gently with clients who carry trauma.",
    description:
      "A specialty course on pacing, consent and grounding when working with clients with a history of trauma, and on knowing when to refer.\n\nTaught with a guest psychotherapist.",
    level: "advanced",
    track: "specialtycourses",
    ceCredits: 12,
    duration: "2 days",
    priceUsd: 560,
    requires: ["foundations2"],
  },
  {
    key: "breakthrough",
    category: "parama",
    title: "Breakthrough: Releasing Limiting Beliefs",
    summary: "A two-day workshop on recognising and releasing the beliefs that hold us back.",
    description:
      "Breakthrough pairs the balancing protocol with guided self-enquiry to find and release limiting beliefs. Open to everyone, including people new to the method.\n\nGraduates can continue to the Breakthrough practitioner path.",
    level: "beginner",
    track: "breakthroughcourses",
    ceCredits: 12,
    duration: "2 days",
    priceUsd: 480,
  },
  {
    key: "groupsessions",
    category: "parama",
    title: "Group Session Practicum",
    summary: "Leading balancing sessions for groups, in person and online.",
    description:
      "How to adapt the protocol for a room or a video call of up to twenty people, with three practicum sessions under supervision.",
    level: "advanced",
    track: "groupsessions",
    ceCredits: 10,
    duration: "2 days",
    priceUsd: 420,
    requires: ["foundations2"],
  },
  {
    key: "animals",
    category: "specialty",
    title: "Body-Work for Animals: Companion Animals",
    summary: "Adapting the protocol for dogs, cats and other companion animals.",
    description:
      "The method works with animals as well as people. This course covers handling, reading an animal's responses and adapting the routines for companion animals.\n\nBring photos of animals you work with; the second day includes a visit from a local rescue centre.",
    level: "beginner",
    ceCredits: 12,
    duration: "2 days",
    priceUsd: 495,
  },
  {
    key: "horses",
    category: "specialty",
    title: "Body-Work for Animals: Horses",
    summary: "Working with horses safely in the stable and the field.",
    description:
      "A practical course held at a riding centre: safety around horses, the equine body and sessions with horses and their riders.",
    level: "advanced",
    ceCredits: 14,
    duration: "2 days",
    priceUsd: 620,
    requires: ["animals"],
  },
  {
    key: "freefall",
    category: "specialty",
    title: "FreeFall Memory Technique",
    summary: "A gentle technique for working with memories that still carry tension.",
    description:
      "FreeFall combines questioning and light tapping to help clients revisit and settle memories that still carry tension. Useful on its own and inside a full session.",
    level: "beginner",
    ceCredits: 8,
    duration: "1 day",
    priceUsd: 260,
  },
  {
    key: "tbat",
    category: "instructor-training",
    title: "Instructor Training: Access Technique",
    summary: "Become qualified to teach the one-day Access Technique course.",
    description:
      "Trains experienced members to teach Access Technique Essentials: course structure, demonstrations, supervising practice and the association's teaching standards.\n\nCompleting it is the first step on the instructor path.",
    level: "advanced",
    ceCredits: 14,
    duration: "2 days",
    priceUsd: 750,
    requires: ["access", "foundations1"],
  },
  {
    key: "cbi",
    category: "instructor-training",
    title: "Certified Instructor Intensive",
    summary: "The intensive that qualifies certified practitioners to teach the Foundations modules.",
    description:
      "Seven days of teaching practice, curriculum study and assessment. Candidates co-teach one Foundations module with a senior instructor before certification.",
    level: "advanced",
    ceCredits: 48,
    duration: "7 days",
    priceUsd: 1950,
    requires: ["foundations2", "integration"],
  },
];

/** Members on higher plans pay less: Access 5%, Standard 10%, Practitioner and Instructor 15% off. */
const PLAN_DISCOUNT: Record<number, number> = { 1: 0, 2: 0.05, 3: 0.1, 4: 0.15, 5: 0.15 };

/** Each category's two colours, so a course's pictures say where it belongs at a glance. */
const CATEGORY_COLORS: Record<string, [string, string]> = {
  foundations: ["#2f6f73", "#8fc1b5"],
  "advanced-practice": ["#3b4a8c", "#9aa7e0"],
  parama: ["#7a3e6b", "#e0a3c8"],
  specialty: ["#6b5a2e", "#d9c27a"],
  "instructor-training": ["#8a3b2e", "#eba58f"],
};

/** A calm abstract picture (gradient, soft circles, a wave), drawn as SVG and stored like an upload. */
function pictureSvg([from, to]: [string, string], seed: number, width: number, height: number): string {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 137 + i * 263) % width;
    const y = (seed * 71 + i * 149) % height;
    const r = Math.round((60 + ((seed + i * 37) % 160)) * (height / 630));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join("");
  const wave = Math.round(height * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<path d="M0 ${wave} C ${width / 4} ${wave - 60}, ${width / 2} ${wave + 60}, ${width} ${wave - 30} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="0.18"/></svg>`;
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Demo course catalogue: five categories, twenty courses with plan prices, prerequisites and pictures. */
export async function seedDemoCourses(context: DemoSeedContext): Promise<void> {
  await seedCourseCatalogue(context);
  await seedCourseTranslations(context);
  await seedCoursePictures(context);
}

/** Every demo course and category in the seven other interface languages (ADR 0097), found by its English name. */
export async function seedCourseTranslations({ db }: Pick<DemoSeedContext, "db">): Promise<void> {
  for (const category of await repo.categories(db)) {
    const words = COURSE_CATEGORY_TRANSLATIONS[category.name];
    if (words) await seedTranslations(db, "courseCategory", category.id, words);
  }
  for (const course of await repo.listForSeed(db)) {
    const words = COURSE_TRANSLATIONS[course.title];
    if (words) await seedTranslations(db, "course", course.id, withDuration(words, course.duration));
  }
}

/** The categories and courses with plan prices and prerequisites (API tests seed this without pictures). */
export async function seedCourseCatalogue({ db }: Pick<DemoSeedContext, "db">): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    const row = await repo.insertCategory(db, { ...category, sortOrder: index + 1 });
    categoryIds.set(category.slug, row.id);
  }
  const courseIds = new Map<string, number>();
  for (const [index, course] of DEMO_COURSES.entries()) {
    const { key, category, priceUsd, requires, ...columns } = course;
    const categoryId = categoryIds.get(category);
    if (categoryId === undefined) throw new Error(`unknown demo category ${category}`);
    const priceCents = priceUsd * 100;
    const row = await repo.insertCourse(db, { ...columns, categoryId, priceCents, sortOrder: index + 1 });
    courseIds.set(key, row.id);
    await repo.setPrices(
      db,
      row.id,
      MEMBERSHIP_LEVELS.map((level) => ({
        membershipId: level.id,
        priceCents: Math.round(priceCents * (1 - (PLAN_DISCOUNT[level.id] ?? 0))),
      })),
    );
    const required = (requires ?? []).map((name) => {
      const id = courseIds.get(name);
      if (id === undefined) throw new Error(`demo prerequisite ${name} must come before ${key}`);
      return id;
    });
    await repo.setPrerequisites(db, row.id, required);
  }
}

/** A banner and a thumbnail for every demo course, drawn in its category's colours and stored like uploads. */
export async function seedCoursePictures({ db, storage, clock }: Pick<DemoSeedContext, "db" | "storage" | "clock">) {
  const categories = new Map((await repo.categories(db)).map((category) => [category.id, category.slug]));
  for (const [index, course] of (await repo.listForSeed(db)).entries()) {
    const colors = CATEGORY_COLORS[categories.get(course.categoryId) ?? ""] ?? ["#2f6f73", "#8fc1b5"];
    const banner = await storeImage(storage, "courses", await png(pictureSvg(colors, index + 1, 1200, 630)));
    const thumbnail = await storeImage(storage, "courses", await png(pictureSvg(colors, index + 7, 600, 600)));
    await repo.setBanner(db, course.id, banner, clock.now());
    await repo.setThumbnail(db, course.id, thumbnail, clock.now());
  }
}
