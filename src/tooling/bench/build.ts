import { runCommand } from './run-command.ts';
import { projectRoot } from './paths.ts';

// The dev values of .env.development: the contact page is built as a developer builds it, so the
// measured bundle is the one with a configured mail client.
const browserMailSettings = {
  VITE_MAIL_PUBLIC_KEY: 'pk_dev_portfolio',
  VITE_MAIL_SERVICE_ID: 'service_portfolio',
  VITE_MAIL_TEMPLATE_ID: 'template_contact',
};

export async function buildSite(): Promise<void> {
  await runCommand('npm', ['run', 'build'], { ...process.env, ...browserMailSettings }, projectRoot);
}
