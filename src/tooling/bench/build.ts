import { runCommand } from './run-command.ts';
import { projectRoot } from './paths.ts';

/** `npm run build`, as Netlify runs it: the contact form needs no setting to be built working. */
export async function buildSite(): Promise<void> {
  await runCommand('npm', ['run', 'build'], process.env, projectRoot);
}
