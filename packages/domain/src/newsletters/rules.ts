/** The honeypot of the visitor form, like the contact form's. */
export const NEWSLETTER_HONEYPOT = "Website";
