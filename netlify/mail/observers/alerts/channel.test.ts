import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import type { AlertNotice } from './alert.ts';
import { alertRequest, formatOf } from './channel.ts';

const SECRET = `whsec_${Buffer.from('alert-secret-for-tests').toString('base64')}`;
const NOW = Date.parse('2026-03-05T10:00:00Z');
const bounce: AlertNotice = {
  id: 'bounced-abc-20517',
  cause: 'bounced',
  messageId: 'abc-20517',
  count: null,
  detail: null,
  raisedAt: '2026-03-05T10:00:00.000Z',
};
const held: AlertNotice = {
  id: 'held-20260305',
  cause: 'held',
  messageId: null,
  count: 4,
  detail: null,
  raisedAt: '2026-03-05T10:00:00.000Z',
};

const request = (url: string, notice = bounce) => alertRequest(notice, { url, secret: SECRET }, NOW);

describe('the alert channel', () => {
  it.each([
    ['https://ntfy.sh/portfolio-alerts-x1', 'ntfy'],
    ['https://ntfy.example.org/mail', 'ntfy'],
    ['https://discord.com/api/webhooks/1/token', 'discord'],
    ['https://discordapp.com/api/webhooks/1/token', 'discord'],
    ['https://hooks.slack.com/services/T0/B0/x', 'slack'],
    ['https://alerts.example/portfolio', 'generic'],
    ['http://localhost:8951/alerts', 'generic'],
  ])('picks the format of %s by its host: %s', (url, format) => {
    expect(formatOf(url)).toBe(format);
  });

  it('posts ntfy a line with a title, and a priority by urgency', () => {
    const { init } = request('https://ntfy.sh/portfolio-alerts-x1');
    expect(init.body).toBe(
      'Message abc-20517 bounced at MAIL_TO: is that mailbox full, moved or misspelt? (npm run inbox -- show abc-20517)',
    );
    expect(init.headers).toMatchObject({ Title: 'Portfolio mail', Priority: 'high' });
    expect(request('https://ntfy.sh/t', held).init.headers).toMatchObject({ Priority: 'default' });
  });

  it('posts Discord its content with mentions off, and Slack its text', () => {
    const discord = JSON.parse(request('https://discord.com/api/webhooks/1/token').init.body);
    expect(discord).toEqual({
      content: expect.stringContaining('Message abc-20517 bounced'),
      allowed_mentions: { parse: [] },
    });
    const slack = JSON.parse(request('https://hooks.slack.com/services/T0/B0/x', held).init.body);
    expect(slack).toEqual({
      text: '*Portfolio mail*: 4 held messages wait for your review (npm run inbox -- list --state held).',
    });
  });

  it('signs the generic payload with MAIL_ALERT_SECRET as Standard Webhooks do, the alert id as webhook-id', () => {
    vi.useFakeTimers({ now: NOW });
    const { init } = request('https://alerts.example/portfolio');
    expect(init.headers['webhook-id']).toBe(bounce.id);
    expect(new Webhook(SECRET).verify(init.body, init.headers)).toEqual({
      type: 'mail.alert',
      ...bounce,
      text: expect.stringContaining('bounced'),
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another').toString('base64')}`).verify(init.body, init.headers),
    ).toThrow();
    vi.useRealTimers();
  });

  it('refuses to send the generic payload unsigned', () => {
    expect(() => alertRequest(bounce, { url: 'https://alerts.example/portfolio', secret: undefined }, NOW)).toThrow(
      /MAIL_ALERT_SECRET/,
    );
  });
});
