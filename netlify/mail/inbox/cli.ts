/**
 * `npm run inbox`: the owner's view of the messages the contact form kept (netlify/mail/message-store.ts):
 * list them, show one, requeue them for the retry pass. Which store it reads: ./open-store.ts.
 * Results go to stdout; which store was read, refusals and errors to stderr, so `--json` output
 * can be piped as is. Exit status: 0 done, 1 failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { StoreUnavailable } from '../message-store.ts';
import { detail, formatDetail, formatRequeued, formatTable, nextPassHint, summary } from './format.ts';
import { findMessage, InboxError, listMessages, requeueFailed, requeueMessage } from './inbox.ts';
import { openStore, type OpenedStore } from './open-store.ts';

const USAGE = `Usage: npm run inbox -- [command] [--json]

The messages the contact form kept, and what became of them.

Commands:
  list             every message, newest first: when, id, from, subject, state,
                   attempts, last error (the default command)
  show ID          one message in full, with its text; ID may be the start of an id
  retry ID         requeue one failed or pending message for the next retry pass
  retry --failed   requeue every failed message

Options:
  --json           list and show print JSON (an array, or one object) and nothing else;
                   pipe it with \`npm run -s inbox -- --json\` (-s drops npm's banner)
  -h, --help       this text

Store: the local one of \`npm run dev\` and \`npm run preview\` (.netlify/blobs-serve,
from the project root), or the deployed site's when NETLIFY_SITE_ID and
NETLIFY_AUTH_TOKEN are both set.
Exit status: 0 done, 1 failed (unknown or ambiguous id, message not requeued,
store error), 2 wrong usage.`;

type Command =
  | { name: 'help' }
  | { name: 'list'; json: boolean }
  | { name: 'show'; id: string; json: boolean }
  | { name: 'retry'; id: string }
  | { name: 'retry-failed' };

class UsageError extends Error {}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, failed: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name = 'list', ...rest] = positionals;
  const json = values.json ?? false;
  if (values.help || name === 'help') return { name: 'help' };
  if (values.failed && name !== 'retry') throw new UsageError('--failed goes with retry.');
  if (json && name === 'retry') throw new UsageError('--json goes with list and show.');
  switch (name) {
    case 'list':
      if (rest.length > 0) throw new UsageError('list takes no argument.');
      return { name, json };
    case 'show':
      if (rest.length !== 1) throw new UsageError('show takes one message id.');
      return { name, id: rest[0]!, json };
    case 'retry':
      if (values.failed && rest.length === 0) return { name: 'retry-failed' };
      if (!values.failed && rest.length === 1) return { name, id: rest[0]! };
      throw new UsageError('retry takes one message id, or --failed.');
    default:
      throw new UsageError(`unknown command "${name}".`);
  }
}

const print = (text: string) => console.log(text);
const printJson = (value: unknown) => console.log(JSON.stringify(value, null, 2));

async function run(command: Exclude<Command, { name: 'help' }>, { messages, kind }: OpenedStore): Promise<number> {
  switch (command.name) {
    case 'list': {
      const list = await listMessages(messages);
      if (command.json) printJson(list.map(summary));
      else print(formatTable(list));
      return 0;
    }
    case 'show': {
      const { message } = await findMessage(messages, command.id);
      if (command.json) printJson(detail(message));
      else print(formatDetail(message));
      return 0;
    }
    case 'retry': {
      const before = await requeueMessage(messages, await findMessage(messages, command.id), Date.now());
      print(formatRequeued(before));
      print(nextPassHint(kind));
      return 0;
    }
    case 'retry-failed': {
      const { requeued, refused } = await requeueFailed(messages, Date.now());
      if (requeued.length === 0 && refused.length === 0) print('No failed messages: nothing requeued.');
      for (const before of requeued) print(formatRequeued(before));
      if (requeued.length > 0) print(nextPassHint(kind));
      for (const reason of refused) console.error(reason);
      return refused.length > 0 ? 1 : 0;
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`inbox: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    print(USAGE);
    return 0;
  }

  let opened: OpenedStore | undefined;
  try {
    opened = await openStore(process.cwd(), process.env);
    if (!('json' in command && command.json)) console.error(`inbox: reading the ${opened.description}`);
    return await run(command, opened);
  } catch (error) {
    if (error instanceof InboxError) console.error(error.message);
    else console.error(`inbox: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof StoreUnavailable && opened?.kind === 'deployed') {
      console.error('Check NETLIFY_SITE_ID (the site ID) and NETLIFY_AUTH_TOKEN (a personal access token with access to the site).');
    }
    return 1;
  } finally {
    await opened?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
