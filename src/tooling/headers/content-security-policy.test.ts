import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHash,
  developmentContentSecurityPolicy,
  inlineBlocks,
} from './content-security-policy.ts';

const page = `<!doctype html><html><head>
  <style>body{margin:0}</style>
  <script type="application/ld+json">{"@type":"Person"}</script>
  <script type="module" crossorigin src="/assets/entry.js"></script>
</head><body><div id="root"></div>
  <script data-entry="/assets/entry.js">start()</script>
</body></html>`;

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('inlineBlocks', () => {
  it('finds the inline styles and the inline scripts that run, not data blocks nor scripts with a src', () => {
    expect(inlineBlocks(page)).toEqual({ styles: ['body{margin:0}'], scripts: ['start()'] });
  });
});

describe('cspHash', () => {
  it('is the base64 sha256 the CSP expects', () => {
    // The well-known digest of the empty string.
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('body{margin:0}')).toBe(
      `'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`,
    );
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ styles: ['a{}', 'b{}', 'a{}'], scripts: ['go()'] });

  it('allows each inline block by its hash, in its own directive, once', () => {
    expect(directive(policy, 'style-src')).toBe(
      `style-src 'self' ${[cspHash('a{}'), cspHash('b{}')].sort().join(' ')}`,
    );
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${cspHash('go()')}`);
  });

  it('allows nothing else inline and keeps the other directives strict', () => {
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy({ styles: [], scripts: [] }), 'script-src')).toBe("script-src 'self'");
  });
});

describe('developmentContentSecurityPolicy', () => {
  const policy = developmentContentSecurityPolicy();

  it("lets Vite's dev client run its inline start-up script and inject its styles", () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('keeps every other directive of the built policy', () => {
    const others = (text: string) => text.split('; ').filter((part) => !/^(script|style)-src /.test(part));
    expect(others(policy)).toEqual(others(contentSecurityPolicy({ styles: ['a{}'], scripts: ['go()'] })));
  });
});
