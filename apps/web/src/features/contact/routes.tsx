// Route module of the contact form and its administration (one lazy chunk).
export { AdminContactPage } from "./components/admin-contact-page.tsx";
export { ContactPage } from "./components/contact-page.tsx";
