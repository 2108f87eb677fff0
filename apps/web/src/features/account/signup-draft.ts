import type { SignupForm } from "@haa/domain";

/** Session-storage key of the sign-up values kept while the visitor reads the membership details. */
export const SIGNUP_DRAFT_KEY = "signupDraft";

export const EMPTY_SIGNUP: SignupForm = {
  FirstName: "",
  LastName: "",
  Email: "",
  Phone: "",
  Password: "",
  CPassword: "",
  membership: "",
  Language: "",
  Country: "",
  SubscribeToNewsletter: false,
  TermsAndConditions: false,
};

const TEXT_FIELDS = ["FirstName", "LastName", "Email", "Phone", "membership", "Language", "Country"] as const;
const FLAG_FIELDS = ["SubscribeToNewsletter", "TermsAndConditions"] as const;

/**
 * The passwords of the draft, in this page's memory only: spec 000 keeps "the entered sign-up data" for the trip to
 * /membership and back, but a password written to storage would outlive the tab's page and be readable by any
 * script of the origin, so a reload (or another tab) starts them empty.
 */
let passwords: Pick<SignupForm, "Password" | "CPassword"> = { Password: "", CPassword: "" };

/** The stored draft merged over empty values, with the passwords kept in memory. */
export function readSignupDraft(): SignupForm {
  try {
    const raw = sessionStorage.getItem(SIGNUP_DRAFT_KEY);
    if (!raw) return { ...EMPTY_SIGNUP, ...passwords };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return { ...EMPTY_SIGNUP };
    const draft: Record<string, unknown> = { ...parsed };
    const values = { ...EMPTY_SIGNUP };
    for (const key of TEXT_FIELDS) if (typeof draft[key] === "string") values[key] = draft[key];
    for (const key of FLAG_FIELDS) if (typeof draft[key] === "boolean") values[key] = draft[key];
    return { ...values, ...passwords };
  } catch {
    return { ...EMPTY_SIGNUP, ...passwords };
  }
}

/** Keeps the entered values for the trip to /membership and back: passwords in memory, the rest in the session. */
export function saveSignupDraft(values: Partial<SignupForm>): void {
  passwords = { Password: values.Password ?? "", CPassword: values.CPassword ?? "" };
  const draft: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    const value = values[key];
    if (typeof value === "string" && value) draft[key] = value;
  }
  for (const key of FLAG_FIELDS) if (values[key] === true) draft[key] = true;
  try {
    if (Object.keys(draft).length === 0) sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
    else sessionStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, the values just do not survive navigation.
  }
}

export function clearSignupDraft(): void {
  passwords = { Password: "", CPassword: "" };
  try {
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
