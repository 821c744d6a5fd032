import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'src/tooling/eslint.config.js' });

/** The messages of the one-way-imports rule for a source written at the given path. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/one-way-imports')
    .map((message) => message.message);
}

describe('the lint rules on imports', () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await layerErrors(
      'src/features/contact/Example.tsx',
      "import { PortfolioPage } from '../portfolio/PortfolioPage.tsx';\nexport const page = PortfolioPage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('not from src/features/portfolio/PortfolioPage.tsx')]);
  });

  it('lets a feature import its own files and the shared UI', async () => {
    const errors = await layerErrors(
      'src/features/contact/Example.tsx',
      "import { ContactForm } from './ContactForm.tsx';\nimport { AccentText } from '../../ui/AccentText.tsx';\nexport const parts = [ContactForm, AccentText];\n",
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['src/lib/example.ts', "import { ContactPage } from '../features/contact/ContactPage.tsx';"],
    ['src/features/home/example.ts', "import { Route } from '../../routes/__root.tsx';"],
    ['src/ui/example.ts', "import { Header } from '../features/layout/Header.tsx';"],
    ['netlify/mail/example.ts', "import { nextTask } from '../../src/startup/next-task.ts';"],
    ['src/tooling/cv/example.ts', "import { SkillList } from '../../features/resume/SkillList.tsx';"],
  ])('fails a wrong-way import from %s', async (filePath, line) => {
    expect(await layerErrors(filePath, `${line}\nexport const used = [];\n`)).toHaveLength(1);
  });

  it("keeps the mail function's request path out of the owner's side, not the other way", async () => {
    const fromRequest = await layerErrors('netlify/mail/request/example.ts', "import { runRetryPass } from '../owner/retry.ts';\nexport const used = runRetryPass;\n");
    expect(fromRequest).toEqual([expect.stringContaining('not from netlify/mail/owner/retry.ts')]);
    expect(await layerErrors('netlify/mail/owner/example.ts', "import { handleMail } from '../request/handler.ts';\nexport const used = handleMail;\n")).toEqual([]);
  });

  it('keeps the mail core out of its observers, and the observers out of the owner\'s side', async () => {
    const fromCore = await layerErrors('netlify/mail/request/example.ts', "import { raiseAlert } from '../observers/alerts/raise.ts';\nexport const used = raiseAlert;\n");
    expect(fromCore).toEqual([expect.stringContaining('not from netlify/mail/observers/alerts/raise.ts')]);
    const fromObservers = await layerErrors('netlify/mail/observers/example.ts', "import { runRetryPass } from '../owner/retry.ts';\nexport const used = runRetryPass;\n");
    expect(fromObservers).toEqual([expect.stringContaining('not from netlify/mail/owner/retry.ts')]);
    expect(await layerErrors('netlify/mail/observers/example.ts', "import { emit } from '../request/events.ts';\nexport const used = emit;\n")).toEqual([]);
  });

  it('fails an import circle, type-only imports included', async () => {
    const [result] = await eslint.lintText("import type { IndexEntry } from './message-index.ts';\nexport type Entry = IndexEntry;\n", {
      filePath: 'netlify/mail/request/message.ts',
    });
    const circles = (result?.messages ?? []).filter((message) => message.ruleId === 'layers/no-import-circles').map((message) => message.message);
    expect(circles).toEqual(['Import circle: netlify/mail/request/message.ts -> netlify/mail/request/message-index.ts -> netlify/mail/request/message.ts.']);
  });

  it('fails a relative import without its file extension', async () => {
    const errors = await layerErrors('src/features/contact/Example.tsx', "export { ContactForm } from './ContactForm';\n");
    expect(errors).toEqual([expect.stringContaining('with its extension')]);
  });
});
