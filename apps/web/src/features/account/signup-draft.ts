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

/** The stored draft merged over empty values; passwords are never stored. */
export function readSignupDraft(): SignupForm {
  try {
    const raw = sessionStorage.getItem(SIGNUP_DRAFT_KEY);
    if (!raw) return { ...EMPTY_SIGNUP };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return { ...EMPTY_SIGNUP };
    const draft: Record<string, unknown> = { ...parsed };
    const values = { ...EMPTY_SIGNUP };
    for (const key of TEXT_FIELDS) if (typeof draft[key] === "string") values[key] = draft[key];
    for (const key of FLAG_FIELDS) if (typeof draft[key] === "boolean") values[key] = draft[key];
    return values;
  } catch {
    return { ...EMPTY_SIGNUP };
  }
}

/** Keeps the entered values (except passwords) for the trip to /membership and back. */
export function saveSignupDraft(values: Partial<SignupForm>): void {
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
  try {
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
