// Route module of the legal and about pages (one lazy chunk).
export {
  AboutPage,
  EthicsPage,
  PrivacyPolicyPage,
  TermsAndConditionsPage,
  TermsOfServicePage,
} from "./components/legal-pages.tsx";
