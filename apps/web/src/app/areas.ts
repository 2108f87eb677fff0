import { accountArea } from "../features/account/manifest.ts";
import { adminArea } from "../features/admin/manifest.ts";
import { announcementsArea } from "../features/announcements/manifest.ts";
import { blogArea } from "../features/blog/manifest.ts";
import { contactArea } from "../features/contact/manifest.ts";
import { contentArea } from "../features/content/manifest.ts";
import { coordinatorsArea } from "../features/coordinators/manifest.ts";
import { couponsArea } from "../features/coupons/manifest.ts";
import { coursesArea } from "../features/courses/manifest.ts";
import { creditsArea } from "../features/credits/manifest.ts";
import { donationsArea } from "../features/donations/manifest.ts";
import { enrollmentArea } from "../features/enrollment/manifest.ts";
import { eventsArea } from "../features/events/manifest.ts";
import { forumArea } from "../features/forum/manifest.ts";
import { hardshipArea } from "../features/hardship/manifest.ts";
import { helpArea } from "../features/help/manifest.ts";
import { locationsArea } from "../features/locations/manifest.ts";
import { manualsArea } from "../features/manuals/manifest.ts";
import { mediaArea } from "../features/media/manifest.ts";
import { membershipArea } from "../features/membership/manifest.ts";
import { modalitiesArea } from "../features/modalities/manifest.ts";
import { newslettersArea } from "../features/newsletters/manifest.ts";
import { notificationsArea } from "../features/notifications/manifest.ts";
import { ordersArea } from "../features/orders/manifest.ts";
import { practitionersArea } from "../features/practitioners/manifest.ts";
import { privacyArea } from "../features/privacy/manifest.ts";
import { profilesArea } from "../features/profiles/manifest.ts";
import { selfstudyArea } from "../features/selfstudy/manifest.ts";
import { seminarsArea } from "../features/seminars/manifest.ts";
import { storeArea } from "../features/store/manifest.ts";
import { surveysArea } from "../features/surveys/manifest.ts";
import { testimonialsArea } from "../features/testimonials/manifest.ts";
import type { AreaManifest, Chunk } from "../shared/routing/area.ts";

/**
 * Every area of the web app (ADR 0099): the one list an area joins. The route registry (`paths.ts`), the router,
 * the namespaces each chunk loads, the header, the footer and the administration's navigation are derived from
 * these manifests; each lives in its feature's folder (`features/<area>/manifest.ts`).
 */
export const AREAS = [
  contentArea,
  accountArea,
  membershipArea,
  hardshipArea,
  adminArea,
  notificationsArea,
  announcementsArea,
  blogArea,
  testimonialsArea,
  coordinatorsArea,
  forumArea,
  contactArea,
  privacyArea,
  newslettersArea,
  eventsArea,
  enrollmentArea,
  selfstudyArea,
  surveysArea,
  creditsArea,
  manualsArea,
  mediaArea,
  seminarsArea,
  coursesArea,
  storeArea,
  ordersArea,
  couponsArea,
  donationsArea,
  locationsArea,
  profilesArea,
  helpArea,
  modalitiesArea,
  practitionersArea,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every area's routes in one table, each keeping its literal pattern and head keys. */
export type RouteTable = UnionToIntersection<(typeof AREAS)[number]["routes"]>;

export const ROUTES = Object.assign({}, ...AREAS.map((area) => area.routes)) as RouteTable;

/** Every area's screens, by route key. */
export const SCREENS = Object.assign({}, ...AREAS.map((area) => area.screens)) as Record<
  keyof RouteTable,
  AreaManifest["screens"][string]
>;

/** Every lazy part the areas' screens come from, once each (the budget and the namespaces' test read them). */
export const PARTS: readonly Chunk[] = [
  ...new Set(
    AREAS.flatMap((area) => Object.values(area.screens)).flatMap((screen) => ("chunk" in screen ? [screen.chunk] : [])),
  ),
];
