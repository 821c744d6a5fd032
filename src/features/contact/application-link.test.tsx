import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../../mocks/node.ts';
import { emailjsRequests } from '../../../mocks/emailjs.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { CONTACT_FIELDS } from '../../content/contact-fields.ts';
import { defaultLanguage } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { ui } from '../../content/ui.ts';
import { BEACON_PATH, LINK_FIELD } from '../../shared/audience.ts';

const texts = ui[defaultLanguage].contact;

afterEach(() => delete window.audienceVia);

test('a message sent after an application link carries its code, and counts as a message sent', async () => {
  const beacons: unknown[] = [];
  server.use(
    http.post(
      `*${BEACON_PATH}`,
      async ({ request }) => (beacons.push(await request.json()), new HttpResponse(null, { status: 204 })),
    ),
  );
  window.audienceVia = 'abcdefgh23';
  await renderApp(pagePath('contact', defaultLanguage));
  const user = userEvent.setup();
  const message = contactMessage();
  for (const name of CONTACT_FIELDS)
    await user.type(await screen.findByPlaceholderText(texts.fields[name].placeholder), message[name]);
  await user.click(screen.getByRole('button', { name: texts.send }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.success));
  const body = (await emailjsRequests()[0]!.request.json()) as { template_params: Record<string, string> };
  expect(body.template_params[LINK_FIELD]).toBe('abcdefgh23');
  await waitFor(() => expect(beacons).toEqual([{ page: location.pathname, event: 'message' }]));
});
