// The sign-up form's rules, a module of their own so the screen can load them (and zod) when the reader first
// focuses the form or submits it, not with the screen (ADR 0061).
export { signupFormSchema } from "@haa/domain";
