/**
 * The fake Resend (./fake-resend.ts) as one preview sees it: the mails sent with its Resend key, the
 * way its Resend fails, and the alerts it sent to the fake's receiver.
 */
import { ALERT_SECRET, fakeResendURL } from './servers.ts';

export type SentEmail = {
  id: string;
  from: string;
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  reply_to?: string | string[];
  tags?: { name: string; value: string }[];
  attachments?: { filename: string; content: string }[];
  idempotencyKey: string | null;
};
export type ReceivedAlert = {
  body: {
    id: string;
    cause: string;
    count: number | null;
    detail: string | null;
    text: string;
    messageId: string | null;
  };
  headers: Record<string, string>;
  verified: boolean;
};
export type FakeResend = ReturnType<typeof fakeResendOf>;

export function fakeResendOf(key: string) {
  const at = (path: string) => `${fakeResendURL}${path}?key=${encodeURIComponent(key)}`;
  const emails = async () => (await (await fetch(at('/emails'))).json()) as SentEmail[];
  return {
    /** The settings that make a preview send to it with this key. */
    env: { RESEND_API_KEY: key, RESEND_BASE_URL: fakeResendURL },
    /** The settings that make a preview alert its receiver, signed. */
    alertEnv: { MAIL_ALERT_URL: at('/alerts'), MAIL_ALERT_SECRET: ALERT_SECRET },
    emails,
    emailsTagged: async (tag: string) => (await emails()).filter((email) => email.subject.includes(tag)),
    /** 'ok', or a way Resend fails (fake-resend.ts). */
    setMode: (mode: string) => fetch(at('/mode'), { method: 'PUT', body: mode }),
    alerts: async () => (await (await fetch(at('/alerts'))).json()) as ReceivedAlert[],
    setAlertReceiver: (mode: 'up' | 'down') => fetch(at('/alerts/mode'), { method: 'PUT', body: mode }),
  };
}

/** The suite's preview's (playwright.config.ts). */
export const suiteResend = fakeResendOf('re_fake_for_tests');
