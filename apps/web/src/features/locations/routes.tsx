// Route module of the locations area (one lazy chunk): the instructor's venues and their archive.
export { ArchivedLocationsPage } from "./components/archived-locations-page.tsx";
export { LocationsPage } from "./components/locations-page.tsx";
