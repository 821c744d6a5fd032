import PDFDocument from 'pdfkit';
import { availabilityLine } from '../../content/availability.ts';
import type { Lang } from '../../content/languages.ts';
import { pagePath, pageTexts, projectPath, siteUrl } from '../../content/pages.ts';
import { plainText } from '../../content/phrase.ts';
import { spokenLanguages, type Profile } from '../../content/profile.ts';
import type { Project } from '../../content/projects.ts';
import type { ResumeEntry } from '../../content/resume.ts';
import type { SkillCategory } from '../../content/skills.ts';
import { ui, type UiTexts } from '../../content/ui.ts';
import { portraitHeight } from '../../features/home/portrait-files.ts';
import { poppinsFile } from '../assets/poppins.ts';
import { initials } from '../assets/initials.ts';
import { siteColor } from '../palette/site-palette.ts';

/** What the CV shows: the same modules the pages read, and the owner's portrait (JPEG) if there is one. */
export type CvContent = {
  profile: Profile;
  experience: ResumeEntry[];
  education: ResumeEntry[];
  skillCategories: SkillCategory[];
  projects: Project[];
  portrait?: Buffer;
};

/** How many projects the CV lists, the first of the portfolio: as many as one page holds beside the rest. */
export const CV_PROJECT_COUNT = 4;

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89 };
const SIDEBAR = { width: 200, padding: 26 };
const MAIN = { x: SIDEBAR.width + 32, right: PAGE.width - 36, top: 44, bottom: PAGE.height - 36 };
const MAIN_WIDTH = MAIN.right - MAIN.x;
const SIDEBAR_TEXT_WIDTH = SIDEBAR.width - 2 * SIDEBAR.padding;

// The site's palette; on white paper the lime is kept for shapes, and the light theme's green
// carries text. The greys are the CV's own, for print.
const COLOR = {
  night: siteColor('dark', 'bg'),
  card: siteColor('dark', 'bg-card'),
  lime: siteColor('dark', 'accent'),
  greenInk: siteColor('light', 'accent'),
  ink: siteColor('light', 'text'),
  body: '#3d4452',
  muted: '#6b7280',
  sidebarText: '#e6e9ee',
  sidebarMuted: '#aab2bf',
  rule: '#e3e6eb',
};

const FONT = { regular: 'Poppins', medium: 'Poppins-Medium', bold: 'Poppins-Bold' };

/** What one language's CV draws: the content and the headings in that language. */
type CvPage = CvContent & { lang: Lang; texts: UiTexts['cv'] };

/**
 * Renders the one-page A4 CV in a language and resolves with the PDF bytes. Fails if the content
 * overflows the page.
 */
export async function renderCv(content: CvContent, lang: Lang, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { profile } = content;
  const cv: CvPage = { ...content, lang, texts: ui[lang].cv };
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    lang: cv.texts.documentLanguage,
    displayTitle: true,
    font: poppinsFile(400),
    info: { Title: `CV - ${profile.name}`, Author: profile.name, Subject: profile.jobTitle[lang] },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let overflowed = false;
  doc.on('pageAdded', () => (overflowed = true));

  doc.registerFont(FONT.regular, poppinsFile(400));
  doc.registerFont(FONT.medium, poppinsFile(500));
  doc.registerFont(FONT.bold, poppinsFile(700));

  const sidebarBottom = drawSidebar(doc, cv);
  drawMain(doc, cv);
  // A silent second page would be worse than a failed build.
  if (overflowed || Math.max(sidebarBottom, doc.y) > MAIN.bottom) {
    throw new Error('The CV no longer fits on one A4 page: shorten the content in src/content.');
  }
  doc.end();
  return finished;
}

/** Draws the dark column and returns where its content ends. */
function drawSidebar(doc: Doc, { profile, projects, portrait, lang, texts }: CvPage): number {
  doc.rect(0, 0, SIDEBAR.width, PAGE.height).fill(COLOR.night);
  const x = SIDEBAR.padding;

  doc.y = drawBadge(doc, profile.name, portrait) + 30;
  sidebarHeading(doc, texts.contact);
  const links = Object.entries(profile.links).map(([site, url]) => ({ label: siteLabel(site), value: displayUrl(url), url }));
  // The site itself, where a printed CV's reader finds the projects.
  const portfolio = { label: pageTexts.experience[lang].label, value: displayUrl(siteUrl), url: `${siteUrl}${pagePath('experience', lang)}` };
  const contacts = [
    { label: texts.phone, value: profile.phone, url: `tel:${profile.phone.replace(/\s/g, '')}` },
    { label: texts.email, value: profile.email, url: `mailto:${profile.email}` },
    { label: texts.city, value: profile.city, url: undefined },
    portfolio,
    ...links,
  ];
  for (const contact of contacts) {
    doc.font(FONT.medium).fontSize(7.5).fillColor(COLOR.lime).text(contact.label.toUpperCase(), x, doc.y, {
      width: SIDEBAR_TEXT_WIDTH,
      characterSpacing: 0.8,
    });
    doc.font(FONT.regular).fontSize(fittingSize(doc, contact.value, 9, 7.5));
    doc.fillColor(COLOR.sidebarText).text(contact.value, x, doc.y + 1, {
      width: SIDEBAR_TEXT_WIDTH,
      ...(contact.url ? { link: contact.url } : {}),
    });
    doc.y += 8;
  }

  // A student's projects say as much as their jobs: right under the contact, each a link to its page.
  doc.y += 14;
  sidebarHeading(doc, texts.projects);
  projects.slice(0, CV_PROJECT_COUNT).forEach((project) => sidebarProject(doc, project, lang));

  doc.y += 14;
  sidebarHeading(doc, texts.languages);
  sidebarList(doc, spokenLanguages(lang, profile.languages).map((language) => language.text));

  doc.y += 14;
  sidebarHeading(doc, texts.interests);
  sidebarList(doc, profile.interests[lang]);
  return doc.y;
}

/**
 * The owner's portrait, 4:5, or else their initials as on the favicon; returns where it ends. The
 * portrait takes the initials' place: they stand in for a face, and beside the name it would narrow
 * the header's lines.
 */
function drawBadge(doc: Doc, name: string, portrait: Buffer | undefined): number {
  const x = SIDEBAR.padding;
  const top = 44;
  const width = 64;
  const radius = 14;
  if (portrait) {
    const height = portraitHeight(width);
    doc.save();
    doc.roundedRect(x, top, width, height, radius).clip();
    doc.image(portrait, x, top, { width, height });
    doc.restore();
    return top + height;
  }
  doc.roundedRect(x, top, width, width, radius).fill(COLOR.lime);
  doc.font(FONT.bold).fontSize(24).fillColor(COLOR.night);
  doc.text(initials(name), x, top + width / 2 - 17, { width, align: 'center', lineBreak: false });
  return top + width;
}

/** A project: its title, its year and technologies on one line below; both link to its page. */
function sidebarProject(doc: Doc, project: Project, lang: Lang): void {
  const x = SIDEBAR.padding;
  const top = doc.y;
  doc.font(FONT.medium).fontSize(9).fillColor(COLOR.sidebarText).text(project.title[lang], x, top, { width: SIDEBAR_TEXT_WIDTH });
  const facts = [project.year, ...project.tags].join('  ·  ');
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.sidebarMuted).text(facts, x, doc.y, {
    width: SIDEBAR_TEXT_WIDTH,
    height: 10,
    ellipsis: true,
  });
  doc.link(x, top, SIDEBAR_TEXT_WIDTH, doc.y - top, `${siteUrl}${projectPath(project, lang)}`);
  doc.y += 7;
}

/** The largest size, down to `smallest`, that keeps an address on one line: a URL cut in two reads badly. */
function fittingSize(doc: Doc, text: string, largest: number, smallest: number): number {
  let size = largest;
  while (size > smallest && doc.fontSize(size).widthOfString(text) > SIDEBAR_TEXT_WIDTH) size -= 0.25;
  return size;
}

function sidebarHeading(doc: Doc, title: string): void {
  const x = SIDEBAR.padding;
  doc.font(FONT.bold).fontSize(10).fillColor('#ffffff').text(title.toUpperCase(), x, doc.y, { characterSpacing: 1.2 });
  const ruleY = doc.y + 5;
  doc.rect(x, ruleY, SIDEBAR_TEXT_WIDTH, 0.8).fill(COLOR.card);
  doc.rect(x, ruleY - 0.6, 26, 2).fill(COLOR.lime);
  doc.y = ruleY + 14;
}

function sidebarList(doc: Doc, items: readonly string[]): void {
  const x = SIDEBAR.padding;
  for (const item of items) {
    const top = doc.y;
    doc.circle(x + 2.5, top + 6.5, 2.2).fill(COLOR.lime);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.sidebarText).text(item, x + 12, top, { width: SIDEBAR_TEXT_WIDTH - 12 });
    doc.y += 4;
  }
}

function drawMain(doc: Doc, content: CvPage): void {
  const { profile, lang, texts } = content;
  drawHeader(doc, content);

  mainHeading(doc, texts.profile);
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.body).text(profile.intro[lang], MAIN.x, doc.y, {
    width: MAIN_WIDTH,
    lineGap: 2.5,
  });
  doc.y += 18;

  mainHeading(doc, texts.experience);
  content.experience.forEach((entry) => resumeEntry(doc, entry, lang));
  doc.y += 8;

  mainHeading(doc, texts.education);
  content.education.forEach((entry) => resumeEntry(doc, entry, lang));
  doc.y += 8;

  mainHeading(doc, texts.skills);
  skillRows(doc, content.skillCategories, lang);
}

/** The name, the job title and, first thing a recruiter looks for, what the student is looking for. */
function drawHeader(doc: Doc, { profile, lang, texts }: CvPage): void {
  doc.font(FONT.bold).fontSize(30).fillColor(COLOR.ink).text(profile.name, MAIN.x, MAIN.top - 6, { width: MAIN_WIDTH });
  doc.font(FONT.medium).fontSize(13).fillColor(COLOR.greenInk).text(profile.jobTitle[lang], MAIN.x, doc.y - 4, { width: MAIN_WIDTH });
  const availability = availabilityLine(lang, profile.seeking);
  if (availability) {
    // Its heading leads the line, set apart by its type rather than by punctuation, which differs by
    // language; one size for both, so they share a baseline.
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.greenInk).text(`${texts.availability.toUpperCase()}   `, MAIN.x, doc.y + 5, {
      width: MAIN_WIDTH,
      lineGap: 2,
      characterSpacing: 0.8,
      continued: true,
    });
    doc.font(FONT.medium).fillColor(COLOR.ink).text(availability, { characterSpacing: 0 });
  }
  doc.rect(MAIN.x, doc.y + 10, 44, 3).fill(COLOR.lime);
  doc.y += 30;
}

function mainHeading(doc: Doc, title: string): void {
  const top = doc.y;
  doc.rect(MAIN.x, top + 2, 4, 11).fill(COLOR.lime);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.ink).text(title.toUpperCase(), MAIN.x + 12, top, { characterSpacing: 1.4 });
  doc.rect(MAIN.x, doc.y + 4, MAIN_WIDTH, 0.8).fill(COLOR.rule);
  doc.y += 14;
}

function resumeEntry(doc: Doc, entry: ResumeEntry, lang: Lang): void {
  const top = doc.y;
  const periodWidth = 120;
  doc.font(FONT.medium).fontSize(8.5).fillColor(COLOR.greenInk).text(entry.period[lang], MAIN.right - periodWidth, top + 1.5, {
    width: periodWidth,
    align: 'right',
  });
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.ink).text(entry.title[lang], MAIN.x, top, { width: MAIN_WIDTH - periodWidth - 8 });
  doc.font(FONT.medium).fontSize(9).fillColor(COLOR.muted).text(entry.place, MAIN.x, doc.y, { width: MAIN_WIDTH });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.body).text(plainText(entry.description[lang]), MAIN.x, doc.y + 2, {
    width: MAIN_WIDTH,
    lineGap: 2,
  });
  doc.y += 12;
}

function skillRows(doc: Doc, categories: SkillCategory[], lang: Lang): void {
  const labelWidth = 150;
  for (const category of categories) {
    const top = doc.y;
    doc.font(FONT.medium).fontSize(9).fillColor(COLOR.ink).text(plainText(category.title[lang]), MAIN.x, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    const names = category.skills.map((skill) => skill.name).join('  ·  ');
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.body).text(names, MAIN.x + labelWidth, top, {
      width: MAIN_WIDTH - labelWidth,
    });
    doc.y = Math.max(doc.y, labelBottom) + 5;
  }
}

function siteLabel(site: string): string {
  const labels: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn' };
  return labels[site] ?? site;
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
