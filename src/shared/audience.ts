/**
 * What the pages, the mail API and the audience function agree on about the audience figures
 * (netlify/audience/README.md): where the beacon goes, what it counts, and the reserved parameter
 * that carries an application link's code into a kept message.
 */

/** The same-origin address of the beacon. */
export const BEACON_PATH = '/api/audience';

/** The events a page counts besides its view. */
export const AUDIENCE_EVENTS = ['case-study', 'cv', 'vcard', 'message'] as const;
export type AudienceEvent = (typeof AUDIENCE_EVENTS)[number];

/** The application link a visit came from: a reserved parameter of the mail API, as the proof of work's `altcha` is. */
export const LINK_FIELD = 'via';

/** An application link's code: ten letters and digits of base32, 50 random bits. */
export const LINK_CODE = /^[a-z2-7]{10}$/;
export const isLinkCode = (value: unknown): value is string => typeof value === 'string' && LINK_CODE.test(value);

/** The one thing kept on the device: the visitor's choice not to be counted (localStorage). */
export const OPT_OUT_KEY = 'audience-opt-out';
