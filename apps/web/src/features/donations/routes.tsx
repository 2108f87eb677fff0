// Route module of the donation page (one lazy chunk): the form, the receipt, the yearly "stop" link.
export { DonationPage } from "./components/donation-page.tsx";
