/** dist/_headers: the CSP, whose hashes follow the built pages, and the profile files' media types. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, inlineBlocks, type InlineBlocks } from './content-security-policy.ts';
import { profileFileList } from '../profile-files/profile-files-plugin.ts';

export async function writeHeaders(outDir: string): Promise<void> {
  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const blocks: InlineBlocks = { scripts: [], styles: [] };
  for (const file of htmlFiles) {
    const { scripts, styles } = inlineBlocks(await readFile(path.join(outDir, file), 'utf8'));
    blocks.scripts.push(...scripts);
    blocks.styles.push(...styles);
  }
  const headers = [
    '# Written by the build (src/tooling/headers); the other headers are in netlify.toml.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(blocks)}`,
    ...profileFileList.flatMap((file) => [file.url, `  Content-Type: ${file.type}`]),
    '',
  ];
  await writeFile(path.join(outDir, '_headers'), headers.join('\n'));
}
