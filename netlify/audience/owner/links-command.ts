/**
 * `npm run links` (./links-cli.ts): the owner's application links. `add LABEL` makes one and prints
 * the addresses to put in the application; `list` shows them; `remove CODE` forgets one (its
 * figures stay). Which store: ./open-store.ts. Exit status: 0 done, 1 failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { addLink, listLinks, removeLink } from '../links.ts';
import type { Link } from '../store.ts';
import { withAudienceStore, type Io } from './open-store.ts';

const USAGE = `Usage: npm run links -- <command> [options]

Application links: one short address per application, whose visits npm run stats counts.

Commands:
  add LABEL [--lang fr|en]   make a link for one application (LABEL: for you only, never shown)
  list                       every link, oldest first
  remove CODE                forget a link; its figures stay, under its code

Options:
  --json         the result as JSON
  --site ID      the local store of another site
  SITE_URL       the site's address, to print the links whole.
  NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN read the deployed site's store.`;

const addresses = (link: Link, site: string) => ({ link: `${site}/r/${link.code}`, cv: `${site}/r/${link.code}/cv` });

export async function runLinks(args: string[], io: Io): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        lang: { type: 'string' },
        json: { type: 'boolean' },
        site: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const { values } = parsed;
  if (
    values.help ||
    !command ||
    !['add', 'list', 'remove'].includes(command) ||
    (command !== 'list' && rest.length !== 1)
  ) {
    io.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  // Without SITE_URL, the paths to put after the site's address.
  const site = (io.env.SITE_URL ?? '').replace(/\/+$/, '');
  return withAudienceStore(io, values.site, async (store) => {
    if (command === 'add') {
      const link = await addLink(store, rest[0]!, values.lang);
      if (values.json) print(JSON.stringify({ ...link, ...addresses(link, site) }));
      else print(`${link.label}\n  ${addresses(link, site).link}\n  ${addresses(link, site).cv}  (the CV itself)`);
    } else if (command === 'list') {
      const links = await listLinks(store);
      if (values.json) print(JSON.stringify(links.map((link) => ({ ...link, ...addresses(link, site) }))));
      else
        print(
          links.length === 0
            ? 'No application link yet: npm run links -- add "Company — position"'
            : links.map((link) => `${link.code}  ${link.lang}  ${link.created.slice(0, 10)}  ${link.label}`).join('\n'),
        );
    } else {
      if (!(await removeLink(store, rest[0]!))) {
        io.stderr.write(`No link ${rest[0]}.\n`);
        return 1;
      }
      print(`Removed ${rest[0]}; its figures stay.`);
    }
    return 0;
  });
}
