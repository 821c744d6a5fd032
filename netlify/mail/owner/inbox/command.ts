/**
 * `npm run inbox`: list, show, requeue or release, erase a sender, export, and health. A command checks
 * its arguments before it opens the store. Results go to stdout, the store read and errors to stderr,
 * so `--json` and CSV pipe as is.
 */
import { Console } from 'node:console';
import { parseArgs } from 'node:util';
import { MESSAGE_STATES, type MessageState } from '../../request/message.ts';
import { StoreUnavailable } from '../../request/store-call.ts';
import * as format from './format.ts';
import { formatHealth, readHealth } from './health.ts';
import * as inbox from './inbox.ts';
import { openStore, type OpenedStore } from './open-store.ts';

const USAGE = `Usage: npm run inbox -- [command] [options]

The messages the contact form kept, and what became of them.

Commands:
  list                 the messages, newest first, a page at a time (the default)
    --state STATE      pending, held, sent or failed; comma-separated or repeated
    --email ADDRESS    only those from ADDRESS (in any case)
    --page N, --per-page N   page N, from 1, of N messages (default ${inbox.DEFAULT_PER_PAGE})
  show ID              one message in full; ID may be the start of an id
  retry ID | --failed  requeue one failed or pending message, or every failed one
  release ID           send a held message after all, without its files
  erase --email ADDRESS
                       the right to erasure (RGPD): every message from ADDRESS and the
                       digests that quoted them.
                       A mail already delivered to your mailbox is out of reach: delete
                       it there by hand.
  health               the last self-test, the last delivery, 7 days of messages by
                       state, the refusals of a broken setup, the alerts raised
  export --csv         every message as CSV, newest first (--state as for list;
                       --with-text adds the text); formulas are made text

Options:
  --json               list and show print JSON only on stdout
                       (\`npm run -s inbox -- --json\`: -s drops npm's banner)
  -h, --help           this text

Store: the local one of \`npm run dev\` and \`npm run preview\` (.netlify/blobs-serve),
or the deployed site's when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are both set.
Exit status: 0 done, 1 failed, 2 wrong usage.`;

const OPTIONS = {
  json: { type: 'boolean' },
  failed: { type: 'boolean' },
  state: { type: 'string', multiple: true },
  page: { type: 'string' },
  'per-page': { type: 'string' },
  email: { type: 'string' },
  csv: { type: 'boolean' },
  'with-text': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
type OptionName = keyof typeof OPTIONS;
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** Each command and the options it takes besides --help. */
const COMMANDS: Record<string, readonly OptionName[]> = {
  list: ['json', 'state', 'email', 'page', 'per-page'],
  show: ['json'],
  retry: ['failed'],
  release: [],
  erase: ['email'],
  export: ['csv', 'state', 'with-text'],
  health: [],
};

export type InboxIO = {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

class UsageError extends Error {}

/** `--state held,failed --state sent`: in their usual order, each once. */
function parseStates(given: string[] | undefined): MessageState[] | undefined {
  if (given === undefined) return undefined;
  const values = given.flatMap((value) => value.split(','));
  const unknown = values.filter((value) => !(MESSAGE_STATES as readonly string[]).includes(value));
  if (unknown.length > 0)
    throw new UsageError(`--state takes ${MESSAGE_STATES.join(', ')}, not "${unknown.join(',')}".`);
  return MESSAGE_STATES.filter((value) => values.includes(value));
}

function positiveInteger(option: string, given: string | undefined, fallback: number): number {
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!/^\d+$/.test(given) || !Number.isSafeInteger(value) || value < 1)
    throw new UsageError(`${option} takes a whole number from 1, not "${given}".`);
  return value;
}

function nonEmpty(option: string, given: string | undefined): string | undefined {
  if (given !== undefined && given.trim() === '') throw new UsageError(`${option} needs a value.`);
  return given?.trim();
}

/** `id`: the one message id the command takes; `none`: it takes no argument. */
function positional(command: string, rest: string[], takes: 'id' | 'none'): string {
  if (takes === 'id' && rest.length !== 1) throw new UsageError(`${command} takes one message id.`);
  if (takes === 'none' && rest.length > 0) throw new UsageError(`${command} takes no argument.`);
  return rest[0] ?? '';
}

type Listing = inbox.PageRequest & { page: number; perPage: number };

function nextPageCommand({ states, email, page, perPage }: Listing, json: boolean): string {
  const args = ['list'];
  if (states) args.push('--state', states.join(','));
  if (email) args.push('--email', email);
  if (perPage !== inbox.DEFAULT_PER_PAGE) args.push('--per-page', String(perPage));
  args.push('--page', String(page + 1));
  if (json) args.push('--json');
  return `npm run ${json ? '-s ' : ''}inbox -- ${args.join(' ')}`;
}

async function requeueOne(
  out: Console,
  { messages, kind }: OpenedStore,
  id: string,
  action: 'Requeued' | 'Released',
  requeue: typeof inbox.requeueMessage,
): Promise<number> {
  out.log(format.formatRequeued(await requeue(messages, await inbox.findMessage(messages, id), Date.now()), action));
  out.log(format.nextPassHint(kind));
  return 0;
}

async function retryFailed(out: Console, { messages, kind }: OpenedStore): Promise<number> {
  const { requeued, refused } = await inbox.requeueFailed(messages, Date.now());
  if (requeued.length === 0 && refused.length === 0) out.log('No failed messages: nothing requeued.');
  for (const before of requeued) out.log(format.formatRequeued(before, 'Requeued'));
  if (requeued.length > 0) out.log(format.nextPassHint(kind));
  for (const reason of refused) out.error(reason);
  return refused.length > 0 ? 1 : 0;
}

/** Resolves once handed to stdout, so a long export waits on a slow pipe. */
const written = (stdout: NodeJS.WritableStream, text: string) =>
  new Promise<void>((resolve, reject) => stdout.write(text, (error) => (error ? reject(error) : resolve())));

type Invocation = { command: string; values: Values; rest: string[]; out: Console; stdout: NodeJS.WritableStream };

/** Checks the arguments, then opens the store and does the work: the exit status. */
async function run({ command, values, rest, out, stdout }: Invocation, open: () => Promise<OpenedStore>) {
  switch (command) {
    case 'list': {
      positional(command, rest, 'none');
      const listing: Listing = {
        states: parseStates(values.state),
        email: nonEmpty('--email', values.email),
        page: positiveInteger('--page', values.page, 1),
        perPage: positiveInteger('--per-page', values['per-page'], inbox.DEFAULT_PER_PAGE),
      };
      const { messages, hasMore } = await inbox.listMessages((await open()).messages, listing);
      const nextPage = hasMore ? nextPageCommand(listing, values.json ?? false) : null;
      if (!values.json) {
        out.log(format.formatTable(messages, { states: listing.states, page: listing.page, nextPage }));
        return 0;
      }
      out.log(JSON.stringify(messages.map(format.summary), null, 2));
      // The JSON stays an array of messages; a script that reads only this page is told there is more.
      if (nextPage) out.error(`inbox: more messages on the next page: ${nextPage}`);
      return 0;
    }
    case 'show': {
      const { message } = await inbox.findMessage((await open()).messages, positional(command, rest, 'id'));
      out.log(values.json ? JSON.stringify(format.detail(message), null, 2) : format.formatDetail(message));
      return 0;
    }
    case 'retry':
      if (values.failed ? rest.length > 0 : rest.length !== 1)
        throw new UsageError('retry takes one message id, or --failed.');
      if (values.failed) return retryFailed(out, await open());
      return requeueOne(out, await open(), rest[0]!, 'Requeued', inbox.requeueMessage);
    case 'release': {
      const id = positional(command, rest, 'id');
      return requeueOne(out, await open(), id, 'Released', inbox.releaseMessage);
    }
    case 'erase': {
      positional(command, rest, 'none');
      const email = nonEmpty('--email', values.email);
      if (email === undefined) throw new UsageError('erase takes --email ADDRESS.');
      const erasure = await inbox.eraseSender((await open()).messages, email, Date.now());
      out.log(format.formatErasure(email, erasure));
      for (const reason of erasure.refused) out.error(reason);
      return erasure.refused.length > 0 ? 1 : 0;
    }
    case 'export': {
      positional(command, rest, 'none');
      if (!values.csv) throw new UsageError('export takes --csv, its one format.');
      const [states, withText] = [parseStates(values.state), values['with-text'] ?? false];
      const { messages } = await open();
      await written(stdout, format.csvHeader(withText));
      for await (const chunk of inbox.everyMessage(messages, states))
        await written(
          stdout,
          format.csvRecords(
            chunk.map(({ message }) => message),
            withText,
          ),
        );
      return 0;
    }
    case 'health':
    default:
      positional(command, rest, 'none');
      out.log(formatHealth(await readHealth(await open(), Date.now())));
      return 0;
  }
}

/** The command and its options; null for the usage. */
function parseInvocation(argv: string[], io: InboxIO, out: Console): Invocation | null {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const {
    values,
    positionals: [command = 'list', ...rest],
  } = parsed;
  if (values.help || command === 'help') return null;
  const takes = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!takes) throw new UsageError(`unknown command "${command}".`);
  for (const option of Object.keys(values) as OptionName[]) {
    if (option === 'help' || takes.includes(option)) continue;
    const takers = Object.keys(COMMANDS).filter((other) => COMMANDS[other]!.includes(option));
    throw new UsageError(`--${option} goes with ${takers.join(', ')}.`);
  }
  return { command, values, rest, out, stdout: io.stdout };
}

/** Exit status: 0 done, 1 failed, 2 wrong usage. */
export async function runInbox(argv: string[], io: InboxIO): Promise<number> {
  const out = new Console({ stdout: io.stdout, stderr: io.stderr });
  const session: { store?: OpenedStore } = {};
  try {
    const invocation = parseInvocation(argv, io, out);
    if (!invocation) {
      out.log(USAGE);
      return 0;
    }
    // Machine output keeps stderr quiet.
    const quiet = invocation.command === 'export' || invocation.values.json;
    return await run(invocation, async () => {
      session.store = await openStore(io.cwd, io.env);
      if (!quiet) out.error(`inbox: reading the ${session.store.description}`);
      return session.store;
    });
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`inbox: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof inbox.InboxError) out.error(error.message);
    else out.error(`inbox: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof StoreUnavailable && session.store?.kind === 'deployed') {
      out.error(
        'Check NETLIFY_SITE_ID (the site ID) and NETLIFY_AUTH_TOKEN (a personal access token with access to the site).',
      );
    }
    return 1;
  } finally {
    await session.store?.close();
  }
}
