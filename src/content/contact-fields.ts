/** The contact message's fields, in the form's order: its texts, the schema and the mail follow them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
