import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../../mocks/node.ts';
import { emailjsFailure, emailjsNetworkError } from '../../../mocks/emailjs.ts';
import { profile } from '../../content/profile.ts';

const message = {
  'Full Name': 'Jane Doe',
  'Email Address': 'jane@example.org',
  'Phone Number': '+44 20 7946 0958',
  'Email Subject': 'Internship & offer',
  'Your Message': 'Hello,\nwe would like to meet you.',
};

afterEach(() => vi.restoreAllMocks());

describe('a failed send', () => {
  it.each([
    ['a 500', () => emailjsFailure(500)],
    ['a network failure', () => emailjsNetworkError()],
  ])("on %s, offers the owner's email as a mail that holds the visitor's subject and message", async (_, failure) => {
    server.use(failure());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/en/contact');
    const form = await screen.findByRole('form', { name: 'Contact Me' });
    const user = userEvent.setup();
    for (const [placeholder, value] of Object.entries(message)) await user.type(within(form).getByPlaceholderText(placeholder), value);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sending failed. Check the console.'));
    const link = within(form).getByRole('link', { name: profile.email });
    expect(link.closest('p')).toHaveTextContent(`Write to me directly at ${profile.email}: the email opens with your subject and message.`);
    const mailto = new URL(link.getAttribute('href')!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(profile.email);
    expect(mailto.searchParams.get('subject')).toBe('Internship & offer');
    expect(mailto.searchParams.get('body')).toBe('Hello,\r\nwe would like to meet you.');
  });

  it('offers no mail link before a send, nor after a success', async () => {
    await renderApp('/en/contact');
    const form = await screen.findByRole('form', { name: 'Contact Me' });
    expect(within(form).queryByRole('link')).toBeNull();
    const user = userEvent.setup();
    for (const [placeholder, value] of Object.entries(message)) await user.type(within(form).getByPlaceholderText(placeholder), value);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Message sent successfully!'));
    expect(within(form).queryByRole('link')).toBeNull();
  });
});
