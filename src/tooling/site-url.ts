/** Where `npm run preview` serves a local build: the address of a build told no other. */
export const LOCAL_SITE_URL = 'http://localhost:8888';

/**
 * The site's public address: canonical URLs, the sitemap and social previews are built from it.
 * On Netlify the build sees the site's own address in URL; SITE_URL overrides it.
 */
export const siteUrl = (process.env.SITE_URL || process.env.URL || LOCAL_SITE_URL).replace(/\/+$/, '');
