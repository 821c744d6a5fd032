import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

// Read as `npm run lint` reads it.
const { options, ...ruleSet } = await extractDepcruiseConfig('./src/tooling/lint/import-rules.js');

/**
 * The import rules these files break, as `rule: from -> to`: the files are written in a repository of
 * their own, each as given, and checked as `npm run lint` checks the real one.
 */
async function broken(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source);
    }
    const { output } = await cruise(['.'], { ...options, ruleSet, validate: true, baseDir: root });
    return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const used = 'export const used = [];\n';

describe('the import rules', () => {
  it('fail a feature that imports another feature', async () => {
    const errors = await broken({
      'src/features/contact/Example.tsx':
        "import { PortfolioPage } from '../portfolio/PortfolioPage.tsx';\nexport const page = PortfolioPage;\n",
      'src/features/portfolio/PortfolioPage.tsx': 'export const PortfolioPage = 1;\n',
    });
    expect(errors).toEqual([
      'one-way: src/features/*/: src/features/contact/Example.tsx -> src/features/portfolio/PortfolioPage.tsx',
    ]);
  });

  it('let a feature import its own files and the shared UI', async () => {
    const errors = await broken({
      'src/features/contact/Example.tsx':
        "import { ContactForm } from './ContactForm.tsx';\nimport { AccentText } from '../../ui/AccentText.tsx';\nexport const parts = [ContactForm, AccentText];\n",
      'src/features/contact/ContactForm.tsx': 'export const ContactForm = 1;\n',
      'src/ui/AccentText.tsx': 'export const AccentText = 1;\n',
    });
    expect(errors).toEqual([]);
  });

  it.each([
    [
      'src/lib/example.ts',
      "import { ContactPage } from '../features/contact/ContactPage.tsx';",
      'src/features/contact/ContactPage.tsx',
    ],
    ['src/features/home/example.ts', "import { Route } from '../../routes/__root.tsx';", 'src/routes/__root.tsx'],
    ['src/ui/example.ts', "import { Header } from '../features/layout/Header.tsx';", 'src/features/layout/Header.tsx'],
    [
      'netlify/mail/example.ts',
      "import { nextTask } from '../../src/startup/next-task.ts';",
      'src/startup/next-task.ts',
    ],
    [
      'src/tooling/cv/example.ts',
      "import { SkillList } from '../../features/resume/SkillList.tsx';",
      'src/features/resume/SkillList.tsx',
    ],
  ])('fail a wrong-way import from %s', async (file, line, imported) => {
    const errors = await broken({ [file]: `${line}\n${used}`, [imported]: used });
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^one-way: .*: ${file} -> ${imported}$`))]);
  });

  it("keep the mail function's request path out of the owner's side, not the other way", async () => {
    const files = { 'netlify/mail/owner/retry.ts': used, 'netlify/mail/request/handler.ts': used };
    const fromRequest = { 'netlify/mail/request/example.ts': `import { used } from '../owner/retry.ts';\n${used}` };
    expect(await broken({ ...files, ...fromRequest })).toEqual([
      'one-way: netlify/mail/request/: netlify/mail/request/example.ts -> netlify/mail/owner/retry.ts',
    ]);
    expect(
      await broken({
        ...files,
        'netlify/mail/owner/example.ts': `import { used } from '../request/handler.ts';\n${used}`,
      }),
    ).toEqual([]);
  });

  it("keep the mail core out of its observers, and the observers out of the owner's side", async () => {
    const files = {
      'netlify/mail/observers/alerts/raise.ts': used,
      'netlify/mail/owner/retry.ts': used,
      'netlify/mail/request/events.ts': used,
    };
    const fromCore = {
      'netlify/mail/request/example.ts': `import { used } from '../observers/alerts/raise.ts';\n${used}`,
    };
    expect(await broken({ ...files, ...fromCore })).toEqual([
      'one-way: netlify/mail/request/: netlify/mail/request/example.ts -> netlify/mail/observers/alerts/raise.ts',
    ]);
    const fromObservers = { 'netlify/mail/observers/example.ts': `import { used } from '../owner/retry.ts';\n${used}` };
    expect(await broken({ ...files, ...fromObservers })).toEqual([
      'one-way: netlify/mail/observers/: netlify/mail/observers/example.ts -> netlify/mail/owner/retry.ts',
    ]);
    expect(
      await broken({
        ...files,
        'netlify/mail/observers/example.ts': `import { used } from '../request/events.ts';\n${used}`,
      }),
    ).toEqual([]);
  });

  it("let a test reach the owner's side and the stand-ins, not another feature", async () => {
    const errors = await broken({
      'netlify/mail/request/example.test.ts': `import { used } from '../owner/retry.ts';\nimport { worker } from '../../../mocks/node.ts';\n${used}`,
      'netlify/mail/owner/retry.ts': used,
      'mocks/node.ts': 'export const worker = 1;\n',
      'src/features/home/Home.test.tsx': `import { page } from '../contact/ContactPage.tsx';\n${used}`,
      'src/features/contact/ContactPage.tsx': 'export const page = 1;\n',
    });
    expect(errors).toEqual([
      'one-way: src/features/*/ (tests): src/features/home/Home.test.tsx -> src/features/contact/ContactPage.tsx',
    ]);
  });

  it('keep what a testing/ folder holds for tests: a test or another helper may import it, shipped code not', async () => {
    const files = {
      'src/tooling/testing/test-picture.ts': used,
      'src/tooling/testing/first-hour/owner-edits.ts': `import { used } from '../test-picture.ts';\n${used}`,
      'src/tooling/assets/pictures.test.ts': `import { used } from '../testing/test-picture.ts';\n${used}`,
    };
    expect(await broken(files)).toEqual([]);
    const fromBuild = {
      'src/tooling/assets/pictures.ts': `import { used } from '../testing/test-picture.ts';\n${used}`,
    };
    expect(await broken({ ...files, ...fromBuild })).toEqual([
      'test-only: src/tooling/assets/pictures.ts -> src/tooling/testing/test-picture.ts',
    ]);
  });

  it('fail an import circle, type-only imports included', async () => {
    const errors = await broken({
      'netlify/mail/request/message.ts':
        "import type { IndexEntry } from './message-index.ts';\nexport type Message = IndexEntry;\n",
      'netlify/mail/request/message-index.ts':
        "import type { Message } from './message.ts';\nexport type IndexEntry = { message?: Message };\n",
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^no-import-circles: netlify\/mail\/request\/message(-index)?\.ts -> netlify\/mail\/request\/message(-index)?\.ts$/,
      ),
    ]);
  });

  it('fail a relative import without its file extension', async () => {
    const errors = await broken({
      'src/features/contact/Example.tsx': "export { ContactForm } from './ContactForm';\n",
      'src/features/contact/ContactForm.tsx': 'export const ContactForm = 1;\n',
    });
    expect(errors).toEqual(['extension: src/features/contact/Example.tsx -> ./ContactForm']);
  });
});
