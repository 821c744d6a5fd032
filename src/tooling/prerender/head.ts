/** The <head> tags of a prerendered page: title, description, canonical, social previews, JSON-LD. */
import { pages, siteUrl, type Page } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';

const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON for a <script> data block: '<' escaped so the text can never close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    email: `mailto:${profile.email}`,
    url: `${siteUrl}/home`,
    image: `${siteUrl}${OG_IMAGE.path}`,
    address: { '@type': 'PostalAddress', addressLocality: profile.city, addressCountry: 'FR' },
    alumniOf: { '@type': 'EducationalOrganization', name: profile.school },
    knowsLanguage: ['fr', 'en'],
    sameAs: [profile.links.github, profile.links.linkedin],
  };
}

export function pageHead(page: Page): string {
  const url = `${siteUrl}${page.path}`;
  const image = `${siteUrl}${OG_IMAGE.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', page.path === '/home' ? 'profile' : 'website'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', `${profile.name}, ${profile.jobTitle}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(personJsonLd())}</script>`,
  ].join('\n    ');
}

export function sitemapXml(): string {
  const urls = pages.map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
