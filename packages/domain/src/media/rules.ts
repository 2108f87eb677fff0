import type { PlanPermission } from "../membership/plans.ts";

/** The plan permissions a library item may need (spec 001 §3). */
export const MEDIA_PERMISSIONS = [
  "Video & Resource Library",
  "Founder Video Archive",
] as const satisfies readonly PlanPermission[];

export const MEDIA_TITLE_MAX = 150;

export const MEDIA_DESCRIPTION_MAX = 2000;
