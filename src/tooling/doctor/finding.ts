/** What the doctor says: one thing to fix (an error) or to look at (a warning), and where. */
export type Severity = 'error' | 'warning';

/** A file of the repository, relative to its root, and the line when the finding has one (the content's findings name their field instead). */
export type Place = { file: string; line?: number };

export type Finding = Place & { severity: Severity; text: string };

// The place alone, whatever else the object given for it holds.
export const error = ({ file, line }: Place, text: string): Finding => ({ file, line, severity: 'error', text });
export const warning = ({ file, line }: Place, text: string): Finding => ({ file, line, severity: 'warning', text });

const location = ({ file, line }: Place) => (line ? `${file}:${line}` : file);

/** Errors first, then by file and line: the order an owner fixes them in. */
export function sortFindings(findings: Finding[]): Finding[] {
  const rank = (finding: Finding) => (finding.severity === 'error' ? 0 : 1);
  return findings.toSorted(
    (a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
  );
}

/** One line: `src/content/profile.ts  error  profile.email: …`, `README.md:12  error  …`. */
export const findingLine = (finding: Finding) => `${location(finding)}  ${finding.severity}  ${finding.text}`;

export const count = (findings: Finding[], severity: Severity) =>
  findings.filter((finding) => finding.severity === severity).length;
