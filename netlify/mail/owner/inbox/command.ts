/**
 * `npm run inbox`: list, show, requeue or release, erase a sender, export, and health. Results go
 * to stdout, the store read and errors to stderr, so `--json` and CSV pipe as is.
 */
import { Console } from 'node:console';
import { parseArgs } from 'node:util';
import { StoreUnavailable } from '../../request/message-store.ts';
import {
  csvHeader,
  csvRecords,
  detail,
  formatDetail,
  formatErasure,
  formatRequeued,
  formatTable,
  nextPassHint,
  summary,
} from './format.ts';
import {
  DEFAULT_PER_PAGE,
  eraseSender,
  everyMessage,
  findMessage,
  InboxError,
  listMessages,
  MESSAGE_STATES,
  releaseMessage,
  requeueFailed,
  requeueMessage,
  type PageRequest,
} from './inbox.ts';
import type { MessageState } from '../../request/message-store.ts';
import { formatHealth, readHealth } from './health.ts';
import { openStore, type OpenedStore } from './open-store.ts';

const USAGE = `Usage: npm run inbox -- [command] [options]

The messages the contact form kept, and what became of them.

Commands:
  list                 the messages, newest first, a page at a time (the default)
    --state STATE      pending, held, sent or failed; comma-separated or repeated
    --email ADDRESS    only those from ADDRESS (in any case)
    --page N, --per-page N   page N, from 1, of N messages (default ${DEFAULT_PER_PAGE})
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

export type InboxIO = {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

type Output = {
  print(text: string): void;
  printJson(value: unknown): void;
  error(text: string): void;
  /** Resolves once handed to stdout, so a long export waits on a slow pipe. */
  write(text: string): Promise<void>;
};

type Run = (opened: OpenedStore, out: Output) => Promise<number>;
/** The options it takes besides --help. */
type Command = { options: readonly OptionName[]; parse(values: Values, rest: string[]): Run };

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

function oneId(name: string, rest: string[]): string {
  if (rest.length !== 1) throw new UsageError(`${name} takes one message id.`);
  return rest[0]!;
}

function noArgument(name: string, rest: string[]): void {
  if (rest.length > 0) throw new UsageError(`${name} takes no argument.`);
}

function nonEmpty(option: string, given: string | undefined): string | undefined {
  if (given !== undefined && given.trim() === '') throw new UsageError(`${option} needs a value.`);
  return given?.trim();
}

type Listing = PageRequest & Required<Pick<PageRequest, 'page' | 'perPage'>>;

function nextPageCommand({ states, email, page, perPage }: Listing, json: boolean): string {
  const args = ['list'];
  if (states) args.push('--state', states.join(','));
  if (email) args.push('--email', email);
  if (perPage !== DEFAULT_PER_PAGE) args.push('--per-page', String(perPage));
  args.push('--page', String(page + 1));
  if (json) args.push('--json');
  return `npm run ${json ? '-s ' : ''}inbox -- ${args.join(' ')}`;
}

const requeueOne =
  (id: string, action: 'Requeued' | 'Released', requeue: typeof requeueMessage): Run =>
  async ({ messages, kind }, { print }) => {
    print(formatRequeued(await requeue(messages, await findMessage(messages, id), Date.now()), action));
    print(nextPassHint(kind));
    return 0;
  };

const retryFailed: Run = async ({ messages, kind }, { print, error }) => {
  const { requeued, refused } = await requeueFailed(messages, Date.now());
  if (requeued.length === 0 && refused.length === 0) print('No failed messages: nothing requeued.');
  for (const before of requeued) print(formatRequeued(before));
  if (requeued.length > 0) print(nextPassHint(kind));
  for (const reason of refused) error(reason);
  return refused.length > 0 ? 1 : 0;
};

const COMMANDS = {
  list: {
    options: ['json', 'state', 'email', 'page', 'per-page'],
    parse(values, rest) {
      noArgument('list', rest);
      const listing: Listing = {
        states: parseStates(values.state),
        email: nonEmpty('--email', values.email),
        page: positiveInteger('--page', values.page, 1),
        perPage: positiveInteger('--per-page', values['per-page'], DEFAULT_PER_PAGE),
      };
      const json = values.json ?? false;
      return async ({ messages }, { print, printJson, error }) => {
        const { messages: page, hasMore } = await listMessages(messages, listing);
        const nextPage = hasMore ? nextPageCommand(listing, json) : null;
        if (!json) {
          print(formatTable(page, { states: listing.states ?? MESSAGE_STATES, page: listing.page, nextPage }));
          return 0;
        }
        printJson(page.map(summary));
        // The JSON stays an array of messages; a script that reads only this page is told there is more.
        if (nextPage) error(`inbox: more messages on the next page: ${nextPage}`);
        return 0;
      };
    },
  },
  show: {
    options: ['json'],
    parse(values, rest) {
      const id = oneId('show', rest);
      return async ({ messages }, { print, printJson }) => {
        const { message } = await findMessage(messages, id);
        if (values.json) printJson(detail(message));
        else print(formatDetail(message));
        return 0;
      };
    },
  },
  retry: {
    options: ['failed'],
    parse(values, rest) {
      if (values.failed && rest.length === 0) return retryFailed;
      if (!values.failed && rest.length === 1) return requeueOne(rest[0]!, 'Requeued', requeueMessage);
      throw new UsageError('retry takes one message id, or --failed.');
    },
  },
  release: {
    options: [],
    parse: (_values, rest) => requeueOne(oneId('release', rest), 'Released', releaseMessage),
  },
  erase: {
    options: ['email'],
    parse(values, rest) {
      noArgument('erase', rest);
      const email = nonEmpty('--email', values.email);
      if (email === undefined) throw new UsageError('erase takes --email ADDRESS.');
      return async ({ messages }, { print, error }) => {
        const erasure = await eraseSender(messages, email, Date.now());
        print(formatErasure(email, erasure));
        for (const reason of erasure.refused) error(reason);
        return erasure.refused.length > 0 ? 1 : 0;
      };
    },
  },
  export: {
    options: ['csv', 'state', 'with-text'],
    parse(values, rest) {
      noArgument('export', rest);
      if (!values.csv) throw new UsageError('export takes --csv, its one format.');
      const [states, withText] = [parseStates(values.state), values['with-text'] ?? false];
      return async ({ messages }, { write }) => {
        await write(csvHeader(withText));
        for await (const chunk of everyMessage(messages, states)) await write(csvRecords(chunk, withText));
        return 0;
      };
    },
  },
  health: {
    options: [],
    parse(_values, rest) {
      noArgument('health', rest);
      return async (opened, { print }) => {
        print(formatHealth(await readHealth(opened, Date.now())));
        return 0;
      };
    },
  },
} satisfies Record<string, Command>;
type CommandName = keyof typeof COMMANDS;
const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];
const takesOption = (name: CommandName, option: OptionName) =>
  (COMMANDS[name].options as readonly OptionName[]).includes(option);

/** Null for the usage. */
function parseInvocation(argv: string[]): { run: Run; machineOutput: boolean } | null {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [given = 'list', ...rest] = positionals;
  if (values.help || given === 'help') return null;
  if (!(COMMAND_NAMES as string[]).includes(given)) throw new UsageError(`unknown command "${given}".`);
  const name = given as CommandName;
  for (const option of Object.keys(values) as OptionName[]) {
    if (takesOption(name, option) || option === 'help') continue;
    throw new UsageError(
      `--${option} goes with ${COMMAND_NAMES.filter((command) => takesOption(command, option)).join(', ')}.`,
    );
  }
  const command: Command = COMMANDS[name];
  return { run: command.parse(values, rest), machineOutput: name === 'export' || (values.json ?? false) };
}

function output({ stdout, stderr }: InboxIO): Output {
  const terminal = new Console({ stdout, stderr });
  return {
    print: (text) => terminal.log(text),
    printJson: (value) => terminal.log(JSON.stringify(value, null, 2)),
    error: (text) => terminal.error(text),
    write: (text) =>
      new Promise((resolve, reject) => stdout.write(text, (error) => (error ? reject(error) : resolve()))),
  };
}

/** Exit status: 0 done, 1 failed, 2 wrong usage. */
export async function runInbox(argv: string[], io: InboxIO): Promise<number> {
  const out = output(io);
  const { print, error: printError } = out;
  let invocation;
  try {
    invocation = parseInvocation(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    printError(`inbox: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (!invocation) {
    print(USAGE);
    return 0;
  }

  let opened: OpenedStore | undefined;
  try {
    opened = await openStore(io.cwd, io.env);
    // Machine output keeps stderr quiet.
    if (!invocation.machineOutput) printError(`inbox: reading the ${opened.description}`);
    return await invocation.run(opened, out);
  } catch (error) {
    if (error instanceof InboxError) printError(error.message);
    else printError(`inbox: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof StoreUnavailable && opened?.kind === 'deployed') {
      printError(
        'Check NETLIFY_SITE_ID (the site ID) and NETLIFY_AUTH_TOKEN (a personal access token with access to the site).',
      );
    }
    return 1;
  } finally {
    await opened?.close();
  }
}
