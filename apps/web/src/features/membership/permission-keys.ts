import type { PlanPermission } from "@haa/domain";

/** Catalogue keys (under membershipPage.permissions) of the permission names (spec 001 §3). */
export const PERMISSION_KEYS = {
  "Course Registration": "courseRegistration",
  "Advanced Course Access": "advancedCourseAccess",
  "Practitioner Profile": "practitionerProfile",
  "Logo Usage": "logoUsage",
  "50–75% Off Course Retakes": "courseRetakes",
  "Video & Resource Library": "videoLibrary",
  "Interactive Discussion Forum": "forum",
  "Founder Video Archive": "founderArchive",
  "Study Group Listings": "studyGroups",
  "Community Newsletters": "newsletters",
} as const satisfies Record<PlanPermission, string>;
