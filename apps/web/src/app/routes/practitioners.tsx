// Route module of the practitioner directory (one lazy chunk): the shared list screen and the public profile.
export { PractitionerDetailPage } from "../../features/practitioners/components/practitioner-detail-page.tsx";
export { PractitionersPage } from "../../features/practitioners/components/practitioners-page.tsx";
