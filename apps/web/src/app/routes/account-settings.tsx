// Route module of the member's account settings (e-mail change, log out everywhere): its own chunk, so the
// sign-up screens' chunk stays within its budget.
export { AccountPage } from "../../features/account/components/account-page.tsx";
