// Route module of the locations area (one lazy chunk): the instructor's venues and their archive.
export { ArchivedLocationsPage } from "../../features/locations/components/archived-locations-page.tsx";
export { LocationsPage } from "../../features/locations/components/locations-page.tsx";
