// Route module of the CE credits area (one lazy chunk): the member's ledger and transcripts.
export { MyCeusPage } from "../../features/credits/components/my-ceus-page.tsx";
