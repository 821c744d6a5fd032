/**
 * The contact page's search params: `subject` prefills the form's subject (a project page's 'Write
 * to me' names the project). Only its type is checked here; the send checks it as any subject.
 */
export type ContactSearch = { subject?: string };

export function validateContactSearch(search: Record<string, unknown>): ContactSearch {
  return { subject: typeof search.subject === 'string' && search.subject !== '' ? search.subject : undefined };
}
