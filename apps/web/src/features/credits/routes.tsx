// Route module of the CE credits area (one lazy chunk): the member's ledger and transcripts, and the profile's
// credentials section.
export { CredentialsPage } from "./components/credentials-page.tsx";
export { MyCeusPage } from "./components/my-ceus-page.tsx";
