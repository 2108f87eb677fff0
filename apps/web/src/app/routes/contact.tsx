// Route module of the contact form and its administration (one lazy chunk).
export { AdminContactPage } from "../../features/contact/components/admin-contact-page.tsx";
export { ContactPage } from "../../features/contact/components/contact-page.tsx";
