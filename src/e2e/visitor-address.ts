import { randomBytes } from 'node:crypto';

/**
 * A client address of its own, so each test has its own throttle window. Locally the functions
 * take the client IP from X-Forwarded-For (on Netlify it comes from the platform); the throttle
 * groups IPv6 clients by /64, so the random part is in the first 64 bits.
 */
export const newVisitorAddress = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`;
