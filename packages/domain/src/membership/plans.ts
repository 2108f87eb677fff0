/** Membership level ids (spec 000 §3). */
export const MembershipId = {
  Starter: 1,
  Access: 2,
  Standard: 3,
  Practitioner: 4,
  Instructor: 5,
} as const;
export type MembershipId = (typeof MembershipId)[keyof typeof MembershipId];

export interface MembershipLevel {
  id: MembershipId;
  name: "Starter" | "Access" | "Standard" | "Practitioner" | "Instructor";
  /** Annual price in integer US cents. */
  priceCents: number;
  /** The built-in catalogue's second reading of the price (spec 001 §3), in cents; see ADR on plan prices. */
  catalogueCents: number | null;
  isInstructor: boolean;
  offeredAtSignup: boolean;
}

/** The five levels with their annual prices (spec 000 §9). */
export const MEMBERSHIP_LEVELS: readonly MembershipLevel[] = [
  { id: 1, name: "Starter", priceCents: 0, catalogueCents: 0, isInstructor: false, offeredAtSignup: true },
  { id: 2, name: "Access", priceCents: 4000, catalogueCents: 500, isInstructor: false, offeredAtSignup: true },
  { id: 3, name: "Standard", priceCents: 15000, catalogueCents: 1250, isInstructor: false, offeredAtSignup: true },
  { id: 4, name: "Practitioner", priceCents: 30000, catalogueCents: 2500, isInstructor: false, offeredAtSignup: false },
  { id: 5, name: "Instructor", priceCents: 30000, catalogueCents: null, isInstructor: true, offeredAtSignup: false },
];

export const SIGNUP_PLANS = MEMBERSHIP_LEVELS.filter((level) => level.offeredAtSignup);

export function findLevel(id: number): MembershipLevel | undefined {
  return MEMBERSHIP_LEVELS.find((level) => level.id === id);
}

/** Permission names of the plan matrix (spec 001 §3), in display order. */
export const PLAN_PERMISSIONS = [
  "Course Registration",
  "Advanced Course Access",
  "Practitioner Profile",
  "Logo Usage",
  "50–75% Off Course Retakes",
  "Video & Resource Library",
  "Interactive Discussion Forum",
  "Founder Video Archive",
  "Study Group Listings",
  "Community Newsletters",
] as const;
export type PlanPermission = (typeof PLAN_PERMISSIONS)[number];

const Y = true;
const N = false;
/** Allowed flags per plan id (1 Starter, 2 Access, 3 Standard, 4 Practitioner), in PLAN_PERMISSIONS order. */
const MATRIX: Record<1 | 2 | 3 | 4, readonly boolean[]> = {
  1: [Y, N, N, N, N, Y, Y, Y, N, Y],
  2: [Y, N, N, N, N, Y, Y, Y, Y, Y],
  3: [Y, Y, N, N, Y, Y, Y, Y, Y, Y],
  4: [Y, Y, Y, Y, Y, Y, Y, Y, Y, Y],
};

/** The permission matrix as rows the seed and the membership page both read. */
export function planPermissionMatrix(): {
  membershipId: 1 | 2 | 3 | 4;
  permission: PlanPermission;
  isAllowed: boolean;
}[] {
  return ([1, 2, 3, 4] as const).flatMap((membershipId) =>
    PLAN_PERMISSIONS.map((permission, index) => ({
      membershipId,
      permission,
      isAllowed: MATRIX[membershipId][index] ?? false,
    })),
  );
}

export function isAllowed(membershipId: number, permission: PlanPermission): boolean {
  // Instructors hold every permission of the highest member plan.
  const row = MATRIX[Math.min(membershipId, 4) as 1 | 2 | 3 | 4];
  return row ? (row[PLAN_PERMISSIONS.indexOf(permission)] ?? false) : false;
}
