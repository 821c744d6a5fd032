/** Where `npm run preview` serves a local build: the address of a build told no other. */
export const LOCAL_SITE_URL = 'http://localhost:8888';

/** The site's public address: Netlify gives the build URL; SITE_URL overrides it. */
export const siteUrl = (process.env.SITE_URL || process.env.URL || LOCAL_SITE_URL).replace(/\/+$/, '');
