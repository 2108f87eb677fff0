// Route module of the member's profile sections (issue 10): the bio editor and the instructor's licensing details.
export { BioPage } from "./components/bio-page.tsx";
export { LicensingPage } from "./components/licensing-page.tsx";
