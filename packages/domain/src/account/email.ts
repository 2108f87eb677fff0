// Apart from the field rules (rules.ts), which build zod schemas when loaded: the sign-up screen needs these
// before it loads its validation (ADR 0061).

/** The user name sent at sign-up: the part of the e-mail before the at-sign (spec 000 §3). */
export function userNameFromEmail(email: string): string {
  const at = email.indexOf("@");
  return at === -1 ? email : email.slice(0, at);
}

/** E-mail addresses are compared case-insensitively; we store them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
