/**
 * The certification paths of `/becomeinstructor/<code>` and `/becomepractitioner/<code>` (spec 001 §2) and the
 * courses each takes. Courses are named by id, which neither a rename nor a translation changes: the page reads the
 * published ids and titles (Course/GetCoursesIDsAndTitle, one call, pageSize -1, in the reader's language) and
 * links each course by its title there; a course that is not published stays as its English title without a link
 * (ADR 0029). The ids are the demo catalogue's, which the seed writes in order into an empty database
 * (`apps/api/test/courses/career-paths.test.ts` holds them to their titles). Requirement texts live in the
 * `courses` namespace under `careerPaths.<code>`.
 */
export interface CareerPathCourse {
  id: number;
  /** The English title: shown, without a link, when no published course has the id. */
  title: string;
}

export interface CareerPath {
  code: string;
  kind: "instructor" | "practitioner";
  /** The courses the path takes, in the order students take them. */
  courses: readonly CareerPathCourse[];
  /** Plan a candidate needs before starting ('Practitioner' or 'Instructor'); shown as a requirement. */
  plan: "Standard" | "Practitioner" | "Instructor";
}

const ACCESS = { id: 1, title: "Access Technique Essentials" };
const F1 = { id: 2, title: "Foundations Module 1: Principles and Protocol" };
const F2 = { id: 3, title: "Foundations Module 2: Practice and Case Work" };
const ANATOMY = { id: 5, title: "Anatomy for Body-Work Practitioners" };
const MATRIX = { id: 6, title: "Matrix and Energetic Structures" };
const INTEGRATION = { id: 9, title: "Advanced Integration Intensive" };
const MINDSCAPE = { id: 10, title: "Mindscape: Intuition and Clarity" };
const BREAKTHROUGH = { id: 14, title: "Breakthrough: Releasing Limiting Beliefs" };
const ANIMALS = { id: 16, title: "Body-Work for Animals: Companion Animals" };
const HORSES = { id: 17, title: "Body-Work for Animals: Horses" };
const FREEFALL = { id: 18, title: "FreeFall Memory Technique" };
const TBAT = { id: 19, title: "Instructor Training: Access Technique" };
const CBI = { id: 20, title: "Certified Instructor Intensive" };

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
