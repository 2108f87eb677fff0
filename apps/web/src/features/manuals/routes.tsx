// Route module of the digital manuals area (one lazy chunk): the member's manuals.
export { MyManualsPage } from "./components/my-manuals-page.tsx";
