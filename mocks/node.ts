/** The MSW server for tests in Node and jsdom; the shared test setup starts and resets it. */
import { setupServer } from 'msw/node';
import { audienceHandlers } from './audience.ts';
import { challengeHandlers } from './challenge.ts';
import { emailjsHandlers } from './emailjs.ts';

export const server = setupServer(...emailjsHandlers, ...challengeHandlers, ...audienceHandlers);
