/**
 * `npm run inbox`: list, show, retry or release, erase a sender, export, and health. One table gives
 * each command its lines of the usage, its options and its work; a command checks its arguments before
 * it opens the store. Results go to stdout, the store read and errors to stderr, so `--json` and CSV
 * pipe as is.
 */
import { Console } from 'node:console';
import { parseArgs } from 'node:util';
import { MESSAGE_STATES, type MessageState } from '../../request/message.ts';
import { StoreUnavailable } from '../../request/store-call.ts';
import * as format from './format.ts';
import { formatHealth, readHealth } from './health.ts';
import * as inbox from './inbox.ts';
import { openStore, type OpenedStore } from './open-store.ts';

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

type Stream = NodeJS.WritableStream;
export type InboxIO = { cwd: string; env: NodeJS.ProcessEnv; stdout: Stream; stderr: Stream };

class UsageError extends Error {}

type Call = { values: Values; id: string; out: Console; stdout: Stream; open(): Promise<OpenedStore> };
type Command = {
  usage: string;
  /** The options it takes besides --help. */
  options: OptionName[];
  /** Its one argument, if it takes one: `--failed` stands for retry's. */
  takes?: string;
  /** The exit status. */
  run(call: Call): Promise<number>;
};

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
  const value = Number(given ?? fallback);
  if (given !== undefined && (!/^\d+$/.test(given) || !Number.isSafeInteger(value) || value < 1))
    throw new UsageError(`${option} takes a whole number from 1, not "${given}".`);
  return value;
}

function nonEmpty(option: string, given: string | undefined): string | undefined {
  if (given !== undefined && given.trim() === '') throw new UsageError(`${option} needs a value.`);
  return given?.trim();
}

function nextPageCommand({ states, email, page, perPage }: Required<inbox.PageRequest>, json: boolean): string {
  const args = ['list'];
  if (states !== MESSAGE_STATES) args.push('--state', states.join(','));
  if (email) args.push('--email', email);
  if (perPage !== inbox.DEFAULT_PER_PAGE) args.push('--per-page', String(perPage));
  args.push('--page', String(page + 1), ...(json ? ['--json'] : []));
  return `npm run ${json ? '-s ' : ''}inbox -- ${args.join(' ')}`;
}

/** What went back to pending and what the next pass does with it, then what was refused. */
function requeued(out: Console, kind: OpenedStore['kind'], action: 'Requeued' | 'Released', outcome: inbox.Outcome) {
  for (const before of outcome.done) out.log(format.formatRequeued(before, action));
  if (outcome.done.length > 0) out.log(format.NEXT_PASS[kind]);
  for (const reason of outcome.refused) out.error(reason);
  return outcome.refused.length > 0 ? 1 : 0;
}

/** Resolves once handed to stdout, so a long export waits on a slow pipe. */
const written = (stdout: Stream, text: string) =>
  new Promise<void>((resolve, reject) => stdout.write(text, (error) => (error ? reject(error) : resolve())));

const COMMANDS: Record<string, Command> = {
  list: {
    usage: `  list                 the messages, newest first, a page at a time (the default)
    --state STATE      pending, held, sent or failed; comma-separated or repeated
    --email ADDRESS    only those from ADDRESS (in any case)
    --page N, --per-page N   page N, from 1, of N messages (default ${inbox.DEFAULT_PER_PAGE})`,
    options: ['json', 'state', 'email', 'page', 'per-page'],
    async run({ values, out, open }) {
      const listing = {
        states: parseStates(values.state) ?? MESSAGE_STATES,
        email: nonEmpty('--email', values.email) ?? '',
        page: positiveInteger('--page', values.page, 1),
        perPage: positiveInteger('--per-page', values['per-page'], inbox.DEFAULT_PER_PAGE),
      };
      const { messages, hasMore } = await inbox.listMessages((await open()).messages, listing);
      const nextPage = hasMore ? nextPageCommand(listing, values.json ?? false) : null;
      if (!values.json) out.log(format.formatTable(messages, { ...listing, nextPage }));
      else out.log(JSON.stringify(messages.map(format.summary), null, 2));
      // The JSON stays an array of messages; a script that reads only this page is told there is more.
      if (values.json && nextPage) out.error(`inbox: more messages on the next page: ${nextPage}`);
      return 0;
    },
  },
  show: {
    usage: '  show ID              one message in full; ID may be the start of an id',
    options: ['json'],
    takes: 'one message id',
    async run({ values, id, out, open }) {
      const { message } = await inbox.findMessage((await open()).messages, id);
      out.log(values.json ? JSON.stringify(format.detail(message), null, 2) : format.formatDetail(message));
      return 0;
    },
  },
  retry: {
    usage: '  retry ID | --failed  requeue one failed or pending message, or every failed one',
    options: ['failed'],
    takes: 'one message id, or --failed',
    async run({ values, id, out, open }) {
      const { messages, kind } = await open();
      if (!values.failed) {
        const before = await inbox.requeueMessage(messages, await inbox.findMessage(messages, id), Date.now());
        return requeued(out, kind, 'Requeued', { done: [before], refused: [] });
      }
      const outcome = await inbox.requeueFailed(messages, Date.now());
      if (outcome.done.length + outcome.refused.length === 0) out.log('No failed messages: nothing requeued.');
      return requeued(out, kind, 'Requeued', outcome);
    },
  },
  release: {
    usage: '  release ID           send a held message after all, without its files',
    options: [],
    takes: 'one message id',
    async run({ id, out, open }) {
      const { messages, kind } = await open();
      const before = await inbox.releaseMessage(messages, await inbox.findMessage(messages, id), Date.now());
      return requeued(out, kind, 'Released', { done: [before], refused: [] });
    },
  },
  erase: {
    usage: `  erase --email ADDRESS
                       the right to erasure (RGPD): every message from ADDRESS and the
                       digests that quoted them.
                       A mail already delivered to your mailbox is out of reach: delete
                       it there by hand.`,
    options: ['email'],
    async run({ values, out, open }) {
      const email = nonEmpty('--email', values.email);
      if (email === undefined) throw new UsageError('erase takes --email ADDRESS.');
      const erasure = await inbox.eraseSender((await open()).messages, email, Date.now());
      out.log(format.formatErasure(email, erasure));
      for (const reason of erasure.refused) out.error(reason);
      return erasure.refused.length > 0 ? 1 : 0;
    },
  },
  health: {
    usage: `  health               the last self-test, the last delivery, 7 days of messages by
                       state, the refusals of a broken setup, the alerts raised`,
    options: [],
    async run({ out, open }) {
      out.log(formatHealth(await readHealth(await open(), Date.now())));
      return 0;
    },
  },
  export: {
    usage: `  export --csv         every message as CSV, newest first (--state as for list;
                       --with-text adds the text); formulas are made text`,
    options: ['csv', 'state', 'with-text'],
    async run({ values, stdout, open }) {
      if (!values.csv) throw new UsageError('export takes --csv, its one format.');
      const [states, withText] = [parseStates(values.state), values['with-text'] ?? false];
      const { messages } = await open();
      await written(stdout, format.csv('header', withText));
      for await (const chunk of inbox.everyMessage(messages, states))
        await written(stdout, format.csv(chunk, withText));
      return 0;
    },
  },
};

const USAGE = `Usage: npm run inbox -- [command] [options]

The messages the contact form kept, and what became of them.

Commands:
${Object.values(COMMANDS)
  .map((command) => command.usage)
  .join('\n')}

Options:
  --json               list and show print JSON only on stdout
                       (\`npm run -s inbox -- --json\`: -s drops npm's banner)
  -h, --help           this text

Store: the local one of \`npm run dev\` and \`npm run preview\` (.netlify/blobs-serve),
or the deployed site's when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are both set.
Exit status: 0 done, 1 failed, 2 wrong usage.`;

/** The command and its arguments, checked; null for the usage. */
function parse(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [name = 'list', ...rest] = positionals;
  if (values.help || name === 'help') return null;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : undefined;
  if (!command) throw new UsageError(`unknown command "${name}".`);
  for (const option of Object.keys(values) as OptionName[]) {
    if (option === 'help' || command.options.includes(option)) continue;
    const takers = Object.keys(COMMANDS).filter((other) => COMMANDS[other]!.options.includes(option));
    throw new UsageError(`--${option} goes with ${takers.join(', ')}.`);
  }
  if (rest.length !== (command.takes && !values.failed ? 1 : 0))
    throw new UsageError(`${name} takes ${command.takes ?? 'no argument'}.`);
  return { name, command, values, id: rest[0] ?? '' };
}

/** parseArgs's own errors (an unknown option, a missing value) are wrong usage too. */
const wrongUsage = (error: unknown): error is Error =>
  error instanceof UsageError ||
  (error instanceof TypeError && String(Object(error).code).startsWith('ERR_PARSE_ARGS'));

/** Exit status: 0 done, 1 failed, 2 wrong usage. */
export async function runInbox(argv: string[], io: InboxIO): Promise<number> {
  const out = new Console({ stdout: io.stdout, stderr: io.stderr });
  const session: { store?: OpenedStore } = {};
  try {
    const call = parse(argv);
    if (!call) {
      out.log(USAGE);
      return 0;
    }
    // Machine output keeps stderr quiet.
    const quiet = call.name === 'export' || call.values.json;
    return await call.command.run({
      ...call,
      out,
      stdout: io.stdout,
      async open() {
        session.store = await openStore(io.cwd, io.env);
        if (!quiet) out.error(`inbox: reading the ${session.store.description}`);
        return session.store;
      },
    });
  } catch (error) {
    if (wrongUsage(error)) {
      out.error(`inbox: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    out.error(
      error instanceof inbox.InboxError
        ? error.message
        : `inbox: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (error instanceof StoreUnavailable && session.store?.kind === 'deployed')
      out.error('Check NETLIFY_SITE_ID (the site ID) and NETLIFY_AUTH_TOKEN (a personal access token for the site).');
    return 1;
  } finally {
    await session.store?.close();
  }
}
