import { describe, expect, it } from "vitest";
import { findCareerPath, INSTRUCTOR_PATHS, PRACTITIONER_PATHS } from "./career-paths.ts";
import { categorySlug, courseListFiltersSchema, prerequisiteCycle, requiredPermissionOf } from "./courses.ts";
import { courseEditorSchema, courseInputSchema } from "./courses-admin.ts";

// Stored edges: 2 requires 1, 3 requires 2, 4 requires 2 and 1, 6 requires 5.
const EDGES = [
  { courseId: 2, requiredCourseId: 1 },
  { courseId: 3, requiredCourseId: 2 },
  { courseId: 4, requiredCourseId: 2 },
  { courseId: 4, requiredCourseId: 1 },
  { courseId: 6, requiredCourseId: 5 },
];

describe("prerequisiteCycle", () => {
  it.each([
    ["a course requiring itself", 1, [1], true],
    ["a direct loop (1 → 2 → 1)", 1, [2], true],
    ["an indirect loop (1 → 3 → 2 → 1)", 1, [3], true],
    ["a loop through a course with two prerequisites (1 → 4)", 1, [4], true],
    ["a new edge to an unrelated chain", 1, [5, 6], false],
    ["replacing a course's own edges (3 now requires 1 only)", 3, [1], false],
    ["a diamond is not a loop (5 → 4, 5 → 3)", 5, [4, 3], false],
    ["a loop back through the replaced course's old edges is gone", 2, [6], false],
    ["no prerequisites at all", 2, [], false],
    ["a course the graph does not know yet", 99, [3, 4], false],
  ] as const)("%s", (_name, courseId, required, expected) => {
    expect(prerequisiteCycle(courseId, required, EDGES)).toBe(expected);
  });
});

describe("course rules", () => {
  it.each([
    ["advanced", "Advanced Course Access"],
    ["beginner", "Course Registration"],
  ] as const)("a %s course needs %s", (level, permission) => {
    expect(requiredPermissionOf(level)).toBe(permission);
  });

  it.each([
    ["Foundations", "foundations"],
    ["  Soins & Animaux ", "soins-animaux"],
    ["Ñandú für Ärzte", "nandu-fur-arzte"],
    ["日本語", "category"],
  ])("slugs %j as %j", (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it.each([
    [{}, true],
    [{ Level: "beginner", Category: 2, Track: "studygroups", SelfStudy: true }, true],
    [{ Level: "expert" }, false],
    [{ Category: "2" }, false],
    [{ Unknown: 1 }, false],
  ])("filters %j valid: %s", (filters, valid) => {
    expect(courseListFiltersSchema.safeParse(filters).success).toBe(valid);
  });

  it("checks a course's input: prices in dollars with cents, one price per plan, unique prerequisites", () => {
    const base = { Title: "T", CategoryId: 1, Level: "beginner", CeCredits: 1, Price: 10 };
    expect(courseInputSchema.parse({ ...base, PrerequisiteIds: [3, 3, 4] }).PrerequisiteIds).toEqual([3, 4]);
    expect(courseInputSchema.safeParse({ ...base, Price: 10.555 }).success).toBe(false);
    expect(courseInputSchema.safeParse({ ...base, Price: 99.5 }).success).toBe(true);
    const twice = {
      ...base,
      PlanPrices: [
        { MembershipId: 2, Price: 1 },
        { MembershipId: 2, Price: 2 },
      ],
    };
    expect(courseInputSchema.safeParse(twice).error?.issues[0]?.message).toBe("courseForm.planInvalid");
    expect(courseInputSchema.safeParse({ ...base, Title: " " }).error?.issues[0]?.message).toBe(
      "courseForm.titleRequired",
    );
  });
});

describe("career paths", () => {
  it("has every path of spec 001 §2, each with courses, found by its code in any case", () => {
    expect(INSTRUCTOR_PATHS.map((p) => p.code)).toEqual(["TBAT", "BAT", "CBI", "AdvCBI", "BrI", "MSI", "CBI-A", "FFI"]);
    expect(PRACTITIONER_PATHS.map((p) => p.code)).toEqual(["CBP", "AdvCBP", "CBPA"]);
    for (const path of [...INSTRUCTOR_PATHS, ...PRACTITIONER_PATHS]) expect(path.courses.length).toBeGreaterThan(0);
    expect(findCareerPath("instructor", "cbi-a")?.code).toBe("CBI-A");
    expect(findCareerPath("practitioner", "TBAT")).toBeUndefined();
  });
});

describe("courseEditorSchema (the administrator's form)", () => {
  const fields = {
    Title: "Breathwork basics",
    CategoryId: "2",
    Level: "beginner",
    Track: "",
    CeCredits: "6",
    Price: "120",
    PlanPrices: { "1": "", "3": "90", "5": " " },
    PrerequisiteIds: [],
    IsSelfStudy: false,
  };

  it("reads no track as null and the filled plan prices as the wire's list", () => {
    const parsed = courseEditorSchema.parse(fields);
    expect(parsed).toMatchObject({
      Track: null,
      CeCredits: 6,
      Price: 120,
      PlanPrices: [{ MembershipId: 3, Price: 90 }],
    });
    expect(courseInputSchema.parse(parsed)).toEqual(parsed);
  });

  it("reports a plan's wrong price at that plan's field", () => {
    const result = courseEditorSchema.safeParse({ ...fields, PlanPrices: { "3": "1.234" } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["PlanPrices.3", "courseForm.priceInvalid"],
    ]);
  });
});
