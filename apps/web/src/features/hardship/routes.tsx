// Route module of the hardship application (its own lazy chunk: its form code is not needed by the plans).
export { HardshipApplicationPage } from "./components/hardship-application-page.tsx";
