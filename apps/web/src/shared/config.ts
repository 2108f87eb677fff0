/** The support address shown in the footer and in account dialogs. */
export const SUPPORT_EMAIL = "support@healingarts.example";
