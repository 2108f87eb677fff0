/**
 * The practitioner directory's types (ADR 0043), one per list route of spec 001 §2 plus the breakthrough list.
 * An administrator grants a type after checking the member's credentials; a member listed with no type is not
 * shown in any typed list.
 */
export const PRACTITIONER_TYPES = [
  "practitioner",
  "animal",
  "advanced",
  "parama",
  "instructor",
  "breakthrough",
] as const;
export type PractitionerType = (typeof PRACTITIONER_TYPES)[number];

/** The shared list screen's routes (spec 001 §2 "one shared screen") and the type each one lists. */
export const PRACTITIONER_LIST_ROUTES: Readonly<Record<string, PractitionerType>> = {
  "/bodytalkpractitioners": "practitioner",
  "/animalpractitioner": "animal",
  "/advancedpractitioner": "advanced",
  "/paramapractitioner": "parama",
  "/instructor": "instructor",
  "/breakthroughpractitioners": "breakthrough",
};

export function isPractitionerType(value: string): value is PractitionerType {
  return (PRACTITIONER_TYPES as readonly string[]).includes(value);
}
