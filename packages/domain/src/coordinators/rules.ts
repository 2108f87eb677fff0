import type { CoordinatorPreferences } from "./coordinators.ts";

export const COORDINATOR_MESSAGE_MAX = 500;

export const AGREEMENT_TITLE_MAX = 150;

export const AGREEMENT_BODY_MIN = 50;

export const AGREEMENT_BODY_MAX = 20_000;

/** What the invite form proposes: seminars and venues yes, student mails no. */
export const DEFAULT_COORDINATOR_PREFERENCES: CoordinatorPreferences = {
  CanManageSeminars: true,
  CanManageLocations: true,
  ReceivesStudentMails: false,
};
