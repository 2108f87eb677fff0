// Route module of the legal and about pages (one lazy chunk).
export {
  AboutPage,
  EthicsPage,
  PrivacyPolicyPage,
  TermsAndConditionsPage,
  TermsOfServicePage,
} from "../../features/content/components/legal-pages.tsx";
