// Route module of the administrator's list of members' data exports and erasure requests (one lazy chunk).
export { AdminPrivacyPage } from "./components/admin-privacy-page.tsx";
