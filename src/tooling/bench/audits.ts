import type { Result } from 'lighthouse';
import { categories, type Category } from './lighthouse.ts';

/** An audit that costs points (or, for performance, shows where the time goes). */
export interface FlaggedAudit {
  id: string;
  category: Category;
  title: string;
  score: number | null;
  displayValue?: string;
  /** A few rows of the audit's own table, as text. */
  details: string[];
}

const maxRows = 6;
const maxCellLength = 160;
const notScored = new Set(['informative', 'notApplicable', 'manual']);
// Reported on its own by lcpBreakdown(), for every route.
const shownApart = new Set(['largest-contentful-paint-element']);

type Cell = unknown;
interface Heading {
  key: string | null;
  valueType?: string;
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > maxCellLength ? `${oneLine.slice(0, maxCellLength - 1)}…` : oneLine;
}

function formatCell(value: Cell, valueType: string | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value !== 'object') return clip(String(value));
  const cell = value as Record<string, unknown>;
  if (cell.type === 'node') return clip([cell.nodeLabel, cell.snippet].filter(Boolean).join(' '));
  if (cell.type === 'source-location') return `${String(cell.url)}:${Number(cell.line) + 1}`;
  if ('value' in cell) return formatCell(cell.value, valueType);
  return clip(JSON.stringify(cell));
}

/** Tables (and the lists of tables some audits use, like the LCP element and its phases) as lines. */
function detailRows(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const { type, items, headings } = details as { type?: string; items?: unknown[]; headings?: Heading[] };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap(detailRows);
  if (type !== 'table' && type !== 'opportunity') return [];
  return items.slice(0, maxRows).map((item) => {
    const row = item as Record<string, Cell>;
    return (headings ?? [])
      .filter((heading) => heading.key)
      .map((heading) => formatCell(row[heading.key!], heading.valueType))
      .filter(Boolean)
      .join(' | ');
  });
}

function isFlagged(audit: Result['audits'][string]): boolean {
  if (audit.scoreDisplayMode === 'error') return true;
  if (notScored.has(audit.scoreDisplayMode)) return false;
  return audit.score !== null && audit.score < 1;
}

export function flaggedAudits(lhr: Result): FlaggedAudit[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      // Hidden refs repeat the visible audits (insights) in another form.
      .filter((ref) => ref.group !== 'hidden')
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit || shownApart.has(audit.id) || !isFlagged(audit)) return [];
        const notes = [audit.errorMessage, audit.explanation].filter((note): note is string => Boolean(note)).map(clip);
        return [
          {
            id: audit.id,
            category,
            title: audit.title,
            score: audit.score,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
            details: [...notes, ...detailRows(audit.details)],
          },
        ];
      }),
  );
}

/** The LCP element and its phases: always worth seeing, even when the LCP is in budget. */
export function lcpBreakdown(lhr: Result): string[] {
  return detailRows(lhr.audits['largest-contentful-paint-element']?.details);
}
