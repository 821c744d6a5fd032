/**
 * The mail store at scale, through the deployed functions: 1,000, then 10,000, then 100,000
 * messages kept as a bot's flood leaves them (sent to netlify/functions/mail.ts without a proof of
 * work: held); in each run 10 messages due (valid ones sent while Resend was down) and the retry
 * pass that must deliver them (netlify/functions/mail-retry.ts), timed; once, the owner's inbox
 * (`npm run inbox -- list`, its command run in this process). The pass's cost must follow the work, not what is
 * kept. The flood goes through the function like any message: some 5 ms each, 9 minutes in all.
 */
import { Writable } from 'node:stream';
import pLimit from 'p-limit';
import retry from '../functions/mail-retry.ts';
import { runInbox } from '../mail/owner/inbox/command.ts';
import { proof, send, withStandIns, type StandIns } from './stand-ins.ts';

const SIZES = [1_000, 10_000, 100_000];
const DUE = 10;
const RUNS = 5;
/** Where the due messages' clients start, past the flood's. */
const DUE_CLIENTS = 1 << 20;

/** With each number of messages kept: each timed pass, the inbox once (its time, or why it failed). */
export type MailStoreBench = { kept: number; passesMs: number[]; inbox: number | string }[];

/** Ten messages due now, as a Resend outage leaves them; then the pass that must deliver them, timed. */
async function timedPass(standIns: StandIns, batch: number): Promise<number> {
  const subject = `due-${batch}-`;
  const proofs = await Promise.all(Array.from({ length: DUE }, () => proof()));
  standIns.failing = true;
  for (const [k, altcha] of proofs.entries())
    await send(DUE_CLIENTS + batch * DUE + k, { subject: `${subject}${k}`, altcha });
  standIns.failing = false;
  const started = performance.now();
  await (await retry()).text();
  const took = performance.now() - started;
  const delivered = standIns.subjects.filter((sent) => sent.includes(subject)).length;
  if (delivered !== DUE) throw new Error(`the retry pass delivered ${delivered} of ${DUE} due messages`);
  return took;
}

/** `npm run inbox -- list --json` on the stand-ins' store, the command's own work: its time, or why it failed. */
async function inbox(root: string): Promise<number | string> {
  const output = { stdout: '', stderr: '' };
  const sink = (stream: keyof typeof output) =>
    new Writable({ write: (chunk, _, done) => ((output[stream] += String(chunk)), done()) });
  const started = performance.now();
  const status = await runInbox(['list', '--json'], {
    cwd: root,
    env: {},
    stdout: sink('stdout'),
    stderr: sink('stderr'),
  });
  if (status !== 0) return output.stderr.trim().split('\n').at(-1) ?? `exit status ${status}`;
  return (JSON.parse(output.stdout) as unknown[]).length ? performance.now() - started : 'it listed no message';
}

export const benchMailStore = (): Promise<MailStoreBench> =>
  withStandIns(
    { MAIL_RETRY_MIN_DELAY_S: '0', MAIL_THROTTLE_KEY_INTERVAL_MS: '0', MAIL_DAILY_LIMIT: '0' },
    async (standIns) => {
      const sizes: MailStoreBench = [];
      const limit = pLimit(8);
      let batches = 0;
      for (const size of SIZES) {
        const seeding = performance.now();
        const kept = sizes.at(-1)?.kept ?? 0;
        await Promise.all(Array.from({ length: size - kept }, (_, offset) => limit(() => send(kept + offset))));
        const seedS = Math.round((performance.now() - seeding) / 1000);
        // A first pass, not timed: it warms the code up.
        await timedPass(standIns, batches++);
        const passesMs: number[] = [];
        for (let run = 0; run < RUNS; run++) passesMs.push(await timedPass(standIns, batches++));
        sizes.push({ kept: size, passesMs, inbox: await inbox(standIns.root) });
        console.log(
          `[bench] mail store with ${size} kept (seeded in ${seedS} s): retry passes ${passesMs.map(Math.round).join(', ')} ms`,
        );
      }
      return sizes;
    },
  );
