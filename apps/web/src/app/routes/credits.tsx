// Route module of the CE credits area (one lazy chunk): the member's ledger and transcripts, and the profile's
// credentials section.
export { CredentialsPage } from "../../features/credits/components/credentials-page.tsx";
export { MyCeusPage } from "../../features/credits/components/my-ceus-page.tsx";
