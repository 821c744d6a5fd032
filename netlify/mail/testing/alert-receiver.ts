/** The owner's alert receiver in the server tests: a generic MAIL_ALERT_URL whose signed alerts are verified and kept. */
import { getStore } from '@netlify/blobs';
import { http, HttpResponse } from 'msw';
import { Webhook } from 'standardwebhooks';
import { beforeEach } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { ALERT_STORE } from '../observers/alerts/alert-store.ts';
import { forgetRaisedAlerts } from '../observers/alerts/raise.ts';
import { forgetPassFailures } from '../observers/observe.ts';
import { forgetSetupRefusals } from '../observers/setup-problems.ts';

const ALERT_URL = 'https://alerts.example/portfolio';
export const ALERT_SECRET = `whsec_${Buffer.from('alert-secret-for-tests').toString('base64')}`;
/** The settings that send alerts to the receiver. */
export const ALERT_ENV = { MAIL_ALERT_URL: ALERT_URL, MAIL_ALERT_SECRET: ALERT_SECRET };

export type ReceivedAlert = {
  id: string;
  cause: string;
  messageId: string | null;
  count: number | null;
  detail: string | null;
  text: string;
};

/** Each test starts with no alert raised or kept, and a receiver that takes them; `alertReceiver(false)` takes it down. */
export function useAlertReceiver() {
  const alerts: ReceivedAlert[] = [];
  const alertBodies: string[] = [];
  const alertReceiver = (up: boolean) =>
    http.post(ALERT_URL, async ({ request }) => {
      if (!up) return new HttpResponse(null, { status: 503 });
      const body = await request.text();
      alertBodies.push(body);
      alerts.push(new Webhook(ALERT_SECRET).verify(body, Object.fromEntries(request.headers)) as ReceivedAlert);
      return new HttpResponse(null, { status: 204 });
    });
  beforeEach(async () => {
    alerts.length = 0;
    alertBodies.length = 0;
    forgetRaisedAlerts();
    forgetPassFailures();
    forgetSetupRefusals();
    await getStore({ name: ALERT_STORE, consistency: 'strong' }).deleteAll();
    nodeServer.use(alertReceiver(true));
  });
  return { alerts, alertBodies, alertReceiver };
}
