/**
 * The certification paths of `/becomeinstructor/<code>` and `/becomepractitioner/<code>` (spec 001 §2) and the
 * courses each takes. Courses are named by title: the page resolves them through Course/GetCoursesIDsAndTitle
 * (one call, pageSize -1), so a renamed or unpublished course shows as text without a link instead of a broken
 * link (ADR 0029). Requirement texts live in the `courses` namespace under `careerPaths.<code>`.
 */
export interface CareerPath {
  code: string;
  kind: "instructor" | "practitioner";
  /** Titles of the courses the path takes, in the order students take them. */
  courses: readonly string[];
  /** Plan a candidate needs before starting ('Practitioner' or 'Instructor'); shown as a requirement. */
  plan: "Standard" | "Practitioner" | "Instructor";
}

const ACCESS = "Access Technique Essentials";
const F1 = "Foundations Module 1: Principles and Protocol";
const F2 = "Foundations Module 2: Practice and Case Work";
const ANATOMY = "Anatomy for Body-Work Practitioners";
const MATRIX = "Matrix and Energetic Structures";
const INTEGRATION = "Advanced Integration Intensive";
const MINDSCAPE = "Mindscape: Intuition and Clarity";
const BREAKTHROUGH = "Breakthrough: Releasing Limiting Beliefs";
const ANIMALS = "Body-Work for Animals: Companion Animals";
const HORSES = "Body-Work for Animals: Horses";
const FREEFALL = "FreeFall Memory Technique";
const TBAT = "Instructor Training: Access Technique";
const CBI = "Certified Instructor Intensive";

export const INSTRUCTOR_PATHS: readonly CareerPath[] = [
  { code: "TBAT", kind: "instructor", plan: "Standard", courses: [ACCESS, F1, TBAT] },
  { code: "BAT", kind: "instructor", plan: "Practitioner", courses: [ACCESS, F1, F2, TBAT] },
  { code: "CBI", kind: "instructor", plan: "Practitioner", courses: [F1, F2, ANATOMY, INTEGRATION, CBI] },
  { code: "AdvCBI", kind: "instructor", plan: "Instructor", courses: [CBI, MATRIX, INTEGRATION] },
  { code: "BrI", kind: "instructor", plan: "Practitioner", courses: [F2, BREAKTHROUGH, CBI] },
  { code: "MSI", kind: "instructor", plan: "Practitioner", courses: [F2, MINDSCAPE, CBI] },
  { code: "CBI-A", kind: "instructor", plan: "Practitioner", courses: [ANIMALS, HORSES, CBI] },
  { code: "FFI", kind: "instructor", plan: "Practitioner", courses: [FREEFALL, F1, CBI] },
];

export const PRACTITIONER_PATHS: readonly CareerPath[] = [
  { code: "CBP", kind: "practitioner", plan: "Standard", courses: [F1, F2, ANATOMY] },
  { code: "AdvCBP", kind: "practitioner", plan: "Practitioner", courses: [F2, MATRIX, INTEGRATION, MINDSCAPE] },
  { code: "CBPA", kind: "practitioner", plan: "Standard", courses: [ANIMALS, HORSES, ANATOMY] },
];

export function findCareerPath(kind: CareerPath["kind"], code: string): CareerPath | undefined {
  const paths = kind === "instructor" ? INSTRUCTOR_PATHS : PRACTITIONER_PATHS;
  return paths.find((path) => path.code.toLowerCase() === code.toLowerCase());
}
