/**
 * `npm run setup`: the keys and the secret a deployed site needs, made here from crypto-random
 * bytes, printed as the `netlify env:set` commands that store them in the site's environment
 * (never in a file of the repository). The values it cannot make (the Resend key, the addresses)
 * are listed with where they come from. Each run makes new values.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** Deploys only: the dev context keeps the working values of netlify.toml and .env.development. */
const DEPLOY_CONTEXTS = '--context production deploy-preview branch-deploy';

const random = (bytes: number) => randomBytes(bytes).toString('hex');

export type SiteKeys = { publicKey: string; privateKey: string; challengeSecret: string };

export const newSiteKeys = (): SiteKeys => ({
  publicKey: `pk_${random(12)}`,
  privateKey: `sk_${random(24)}`,
  challengeSecret: random(32),
});

/** The variables, in the order to set them; the public key twice, for the function and for the page. */
export function envSettings({ publicKey, privateKey, challengeSecret }: SiteKeys): [name: string, value: string][] {
  return [
    ['MAIL_PUBLIC_KEY', publicKey],
    ['VITE_MAIL_PUBLIC_KEY', publicKey],
    ['VITE_MAIL_SERVICE_ID', 'service_portfolio'],
    ['VITE_MAIL_TEMPLATE_ID', 'template_contact'],
    ['MAIL_PRIVATE_KEY', privateKey],
    ['MAIL_CHALLENGE_SECRET', challengeSecret],
  ];
}

const TO_FILL_IN = `# Not made here: set them with the same command.
#   RESEND_API_KEY   your Resend API key (resend.com, API Keys), secret
#   MAIL_FROM        the sender, 'Name <address>' on a domain verified in Resend
#   MAIL_TO          the address that receives the messages
# Then redeploy: VITE_ values are built into the page.`;

export function setupText(keys: SiteKeys = newSiteKeys()): string {
  const commands = envSettings(keys).map(([name, value]) => `netlify env:set ${name} ${value} ${DEPLOY_CONTEXTS}`);
  return [
    '# New values for a deployed site (each run makes new ones). Run these in the linked project',
    '# (`netlify link`), or paste the values in the site settings, Environment variables.',
    ...commands,
    TO_FILL_IN,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(setupText());
