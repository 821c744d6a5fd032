/**
 * An alert in the format MAIL_ALERT_URL's host reads: ntfy (text and headers), Discord, Slack, or
 * any other URL as JSON signed with MAIL_ALERT_SECRET as Standard Webhooks sign.
 */
import { Webhook } from 'standardwebhooks';
import { alertText, isUrgent, type AlertNotice } from './alert.ts';

export type AlertFormat = 'ntfy' | 'discord' | 'slack' | 'generic';
export type AlertChannel = { url: string; secret: string | undefined };
export type AlertRequest = { url: string; init: RequestInit & { headers: Record<string, string>; body: string } };

const TITLE = 'Portfolio mail';
const DISCORD_HOSTS = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'];
const SEND_TIMEOUT_MS = 5000;

export function formatOf(url: string): AlertFormat {
  const { hostname } = new URL(url);
  const host = hostname.toLowerCase();
  if (host === 'ntfy.sh' || host.startsWith('ntfy.')) return 'ntfy';
  if (DISCORD_HOSTS.includes(host)) return 'discord';
  if (host === 'hooks.slack.com') return 'slack';
  return 'generic';
}

const json = (url: string, value: unknown, headers: Record<string, string> = {}): AlertRequest => ({
  url,
  init: { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(value) },
});

/** Throws if the generic channel has no secret to sign with. */
export function alertRequest(notice: AlertNotice, { url, secret }: AlertChannel, now: number): AlertRequest {
  const line = alertText(notice);
  switch (formatOf(url)) {
    case 'ntfy':
      return {
        url,
        init: {
          method: 'POST',
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            Title: TITLE,
            Tags: 'warning',
            Priority: isUrgent(notice.cause) ? 'high' : 'default',
          },
          body: line,
        },
      };
    case 'discord':
      return json(url, { content: `**${TITLE}**: ${line}`, allowed_mentions: { parse: [] } });
    case 'slack':
      return json(url, { text: `*${TITLE}*: ${line}` });
    case 'generic': {
      if (!secret) throw new Error('MAIL_ALERT_SECRET is not set: a generic MAIL_ALERT_URL gets signed alerts only');
      const body = JSON.stringify({ type: 'mail.alert', ...notice, text: line });
      const timestamp = new Date(now);
      const signature = new Webhook(secret).sign(notice.id, timestamp, body);
      const headers = {
        'webhook-id': notice.id,
        'webhook-timestamp': String(Math.floor(now / 1000)),
        'webhook-signature': signature,
      };
      return { url, init: { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body } };
    }
  }
}

/** Null once the channel took it (2xx), or why not. */
export async function sendAlert(notice: AlertNotice, channel: AlertChannel, now: number): Promise<string | null> {
  try {
    const { url, init } = alertRequest(notice, channel, now);
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `the alert channel answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
