/** The site's CSP: nothing from another origin, inline blocks only the build's own, each by its hash. */
import { createHash } from 'node:crypto';

const directives: [name: string, ...sources: string[]][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:'],
  // The pages are set in the system's fonts: none is ever fetched (src/docs/decisions/008-system-font-stack.md).
  ['font-src', "'none'"],
  ['media-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

export interface InlineBlocks {
  scripts: string[];
  styles: string[];
}

// Our own generated HTML: no attribute holds a '>'. JSON data blocks are not scripts to the CSP.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

export function inlineBlocks(html: string): InlineBlocks {
  return {
    scripts: [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!),
    styles: [...html.matchAll(INLINE_STYLE)].map((match) => match[1]!),
  };
}

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const policy = (allowed: Record<string, string[]>) =>
  directives.map(([name, ...sources]) => [name, ...sources, ...(allowed[name] ?? [])].join(' ')).join('; ');

/** The policy allowing exactly these inline blocks. */
export function contentSecurityPolicy({ scripts, styles }: InlineBlocks): string {
  return policy({
    'script-src': [...new Set(scripts.map(cspHash))].sort(),
    'style-src': [...new Set(styles.map(cspHash))].sort(),
  });
}

/** Vite's dev server's: its client inlines a script and injects styles. Never part of the build. */
export function developmentContentSecurityPolicy(): string {
  return policy({ 'script-src': ["'unsafe-inline'"], 'style-src': ["'unsafe-inline'"] });
}
