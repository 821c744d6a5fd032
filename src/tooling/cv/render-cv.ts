import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { availabilityLine } from '../../content/availability.ts';
import type { Lang } from '../../content/languages.ts';
import { pagePath, pageTexts, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { plainText } from '../../content/phrase.ts';
import { spokenLanguages, type Profile } from '../../content/profile.ts';
import { featuredProjects, type Project } from '../../content/projects.ts';
import { periodText, type ResumeEntry } from '../../content/resume.ts';
import type { SkillCategory } from '../../content/skills.ts';
import { ui, type UiTexts } from '../../content/ui.ts';
import { portraitHeight } from '../../ui/portrait-files.ts';
import { brandFontFile, outlineText } from '../assets/brand-font.ts';
import { capHeightRatio } from '../assets/svg.ts';
import { initials } from '../assets/brand-images.ts';
import { siteColor } from '../palette/site-palette.ts';
import { socialProfiles } from '../profile-files/json-resume.ts';
import { breakAtSpaces } from './line-breaks.ts';

/** What the CV shows: the same modules the pages read, and the owner's portrait (JPEG) if there is one. */
export type CvContent = {
  profile: Profile;
  experience: ResumeEntry[];
  education: ResumeEntry[];
  skillCategories: SkillCategory[];
  projects: Project[];
  portrait?: Buffer;
};

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const PAGE = { width: 595.28, height: 841.89 };
const SIDEBAR = { width: 200, padding: 22 };
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

const FONT = { regular: 'Roboto', medium: 'Roboto-Medium', bold: 'Roboto-Bold' };

type Style = [font: string, size: number, color: string];

/** Sets what the next text is drawn in. */
const styled = (doc: Doc, [font, size, color]: Style) => doc.font(font).fontSize(size).fillColor(color);

/*
 * The sidebar's text, in one size and at the face's own line height, with no space between its lines:
 * pdftotext (poppler) then takes the whole sidebar for one block and reads it in one go, after the
 * header and before the main column, whatever the content. Lines further apart or of a size more than
 * 5% apart would make blocks that poppler may pair with the main column's as the rows of a table, and
 * read across; the order they are drawn in makes no difference. So its sections are set apart by a
 * band behind their heading rather than by space.
 */
const SIDE = { size: 8.5, small: 8.1, lineGap: 1.8 };

/** Where a text is drawn: its left edge, its width, and the space between its lines (pdfkit's own if none). */
type Column = { x: number; width: number; lineGap?: number };
const MAIN_COLUMN: Column = { x: MAIN.x, width: MAIN_WIDTH };
const SIDE_COLUMN: Column = { x: SIDEBAR.padding, width: SIDEBAR_TEXT_WIDTH, lineGap: SIDE.lineGap };

type Text = { text: string; style: Style; options?: PDFKit.Mixins.TextOptions };

/**
 * A text of the page: the element it is read as ('P', 'H2', 'Link', 'Lbl'), what it is drawn in, `above`
 * points under the last; `lead`, a text of its own type leading the line (unwrapped), the rest after it.
 */
type Block = Text & { tag: string; above?: number; lead?: Text };

type CvPage = CvContent & { lang: Lang; texts: UiTexts['cv'] };

/** The one-page A4 CV in a language; fails if the content overflows the page. */
export async function renderCv(content: CvContent, lang: Lang, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { profile } = content;
  const cv: CvPage = { ...content, lang, texts: ui[lang].cv };
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    lang: cv.texts.documentLanguage,
    // Tagged: screen readers, reflow and an ATS read the structure below, in reading order.
    pdfVersion: '1.5',
    tagged: true,
    displayTitle: true,
    font: brandFontFile(400),
    info: { Title: `CV - ${profile.name}`, Author: profile.name, Subject: profile.jobTitle[lang] },
  });
  const finished = buffer(doc);
  let overflowed = false;
  doc.on('pageAdded', () => (overflowed = true));

  doc.registerFont(FONT.regular, brandFontFile(400));
  doc.registerFont(FONT.medium, brandFontFile(500));
  doc.registerFont(FONT.bold, brandFontFile(700));

  // One reading order for the structure, the drawing and pdftotext: the header, the sidebar, the main column.
  const document = doc.struct('Document');
  doc.addStructure(document);
  decoration(doc, () => doc.rect(0, 0, SIDEBAR.width, PAGE.height).fill(COLOR.night));
  const headerBottom = drawHeader(doc, cv, document);
  const badgeBottom = drawBadge(doc, cv, document);
  // Both columns start below the header, so that it is read first.
  const columnsTop = Math.max(headerBottom, badgeBottom + 24);
  const sidebarBottom = drawSidebar(doc, cv, document, columnsTop);
  const mainBottom = drawMain(doc, cv, document, columnsTop);
  document.end();
  // A silent second page would be worse than a failed build.
  if (overflowed || Math.max(sidebarBottom, mainBottom) > MAIN.bottom) {
    throw new Error('The CV no longer fits on one A4 page: shorten the content in src/content.');
  }
  doc.end();
  return finished;
}

/** Adds an element of `type` to `parent` and draws its content, marked as that element. */
function tagged(doc: Doc, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

/** Adds an element that holds others (a section, a list), which `fill` adds in reading order. */
function group(doc: Doc, parent: Struct, type: string, fill: (element: Struct) => void): void {
  const element = doc.struct(type);
  parent.add(element);
  fill(element);
  element.end();
}

/** A list item of blocks in `column`: its label if it has one (Lbl), then its body (LBody). */
function listItem(doc: Doc, list: Struct, column: Column, body: (Block | false | undefined)[], label?: Block): void {
  group(doc, list, 'LI', (item) => {
    blocks(doc, item, column, [label]);
    group(doc, item, 'LBody', (element) => blocks(doc, element, column, body));
  });
}

/** Shapes that only decorate, which readers skip. Never inside `tagged`: it would end the element's content. */
function decoration(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

/** The name, the job title and, first thing a recruiter looks for, what the student is looking for; returns where it ends. */
function drawHeader(doc: Doc, { profile, lang, texts }: CvPage, document: Struct): number {
  doc.y = MAIN.top - 6;
  blocks(doc, document, MAIN_COLUMN, [
    { tag: 'H1', text: profile.name, style: [FONT.bold, 30, COLOR.ink] },
    { tag: 'P', text: profile.jobTitle[lang], style: [FONT.medium, 13, COLOR.greenInk] },
  ]);
  const availability = availabilityLine(lang, profile.seeking);
  // Its heading leads the line, set apart by its type rather than by punctuation, which differs by
  // language; one size for both, so they share a baseline.
  const heading = { text: `${texts.availability.toUpperCase()}   `, style: [FONT.bold, 9, COLOR.greenInk] as Style };
  blocks(doc, document, MAIN_COLUMN, [
    !!availability && {
      tag: 'P',
      above: 5,
      lead: { ...heading, options: { lineGap: 2, characterSpacing: 0.45 } },
      text: availability,
      style: [FONT.medium, 9, COLOR.ink],
      options: { characterSpacing: 0 },
    },
  ]);
  const barY = doc.y + 10;
  decoration(doc, () => doc.rect(MAIN.x, barY, 44, 3).fill(COLOR.lime));
  return barY + 18;
}

/**
 * The owner's portrait, 4:5, or else their initials as on the favicon; returns where it ends. The
 * portrait takes the initials' place: they stand in for a face, and beside the name it would narrow
 * the header's lines.
 */
function drawBadge(doc: Doc, { profile, portrait }: CvPage, document: Struct): number {
  const x = SIDEBAR.padding;
  const top = 44;
  const width = 64;
  const radius = 14;
  if (portrait) {
    const height = portraitHeight(width);
    const figure = doc.struct('Figure', { alt: profile.name }, () => {
      doc.save();
      doc.roundedRect(x, top, width, height, radius).clip();
      doc.image(portrait, x, top, { width, height });
      doc.restore();
    });
    document.add(figure);
    return top + height;
  }
  // Outlines rather than text: the name is read once, from the header.
  const size = 24;
  const monogram = outlineText(initials(profile.name), 700, size);
  decoration(doc, () => {
    doc.roundedRect(x, top, width, width, radius).fill(COLOR.lime);
    doc.save();
    doc.translate(x + (width - monogram.width) / 2, top + (width + capHeightRatio(700) * size) / 2);
    doc.path(monogram.svgPath).fill(COLOR.night);
    doc.restore();
  });
  return top + width;
}

function drawSidebar(doc: Doc, cv: CvPage, document: Struct, top: number): number {
  const { profile, projects, lang, texts } = cv;
  doc.y = top;
  const section = <Item>(title: string, items: readonly Item[], drawItem: (list: Struct, item: Item) => void) =>
    listSection(doc, document, sidebarHeading, title, items, drawItem);
  section(texts.contact, contacts(cv), (list, contact) => contactItem(doc, list, contact));
  // A student's projects say as much as their jobs: the featured ones right under the contact, each a
  // link to its page.
  section(texts.projects, featuredProjects(projects), (list, project) => sidebarProject(doc, list, project, lang));
  const languages = spokenLanguages(lang, profile.languages).map((language) => language.text);
  section(texts.languages, languages, (list, language) => bulletItem(doc, list, language));
  section(texts.interests, profile.interests[lang], (list, interest) => bulletItem(doc, list, interest));
  return doc.y;
}

type Contact = { label: string; value: string; url: string | undefined };

function contacts({ profile, lang, texts }: CvPage): Contact[] {
  const links = socialProfiles().map(({ network, url }) => ({ label: network, value: displayUrl(url), url }));
  // The site itself, where a printed CV's reader finds the projects.
  const portfolio = {
    label: pageTexts.experience[lang].label,
    value: displayUrl(siteUrl),
    url: `${siteUrl}${pagePath('experience', lang)}`,
  };
  return [
    { label: texts.phone, value: profile.phone, url: `tel:${profile.phone.replace(/\s/g, '')}` },
    { label: texts.email, value: profile.email, url: `mailto:${profile.email}` },
    { label: texts.city, value: profile.city, url: undefined },
    portfolio,
    ...links,
  ];
}

/** `doc.text` in the current font, its lines ended at spaces only (./line-breaks.ts). */
function wrappedText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { width: number },
): void {
  const spacing = options.characterSpacing ?? 0;
  // As pdfkit measures a line: each word with the space after it, and one more character spacing.
  const widthOf = (line: string) => doc.widthOfString(`${line} `, options) + spacing * line.split(' ').length;
  doc.text(breakAtSpaces(text, options.width, widthOf), x, y, options);
}

/** Each block in turn, one under the other in `column`, each an element of `parent`; none for a false entry. */
function blocks(doc: Doc, parent: Struct, column: Column, list: (Block | false | undefined)[]): void {
  for (const block of list) {
    if (!block) continue;
    const { tag, text, style, above = 0, options, lead } = block;
    const all = { width: column.width, ...(column.lineGap !== undefined && { lineGap: column.lineGap }), ...options };
    tagged(doc, parent, tag, () => {
      const y = doc.y + above;
      if (lead) {
        styled(doc, lead.style).text(lead.text, column.x, y, { width: column.width, ...lead.options, continued: true });
        styled(doc, style).text(text, options);
      } else if (all.ellipsis) styled(doc, style).text(text, column.x, y, all);
      // A line cut short by an ellipsis is not wrapped.
      else wrappedText(styled(doc, style), text, column.x, y, all);
    });
  }
}

/** A sidebar heading, set apart by a band behind it: space would cut the sidebar in blocks (see SIDE). */
function sidebarHeading(doc: Doc, section: Struct, title: string): void {
  const top = doc.y;
  const height = doc.fontSize(SIDE.size).currentLineHeight(true) + SIDE.lineGap;
  decoration(doc, () => {
    doc.rect(SIDEBAR.padding - 8, top + 1 - SIDE.lineGap / 2, SIDEBAR_TEXT_WIDTH + 16, height - 2).fill(COLOR.card);
    doc.rect(SIDEBAR.padding - 8, top + 1 - SIDE.lineGap / 2, 3, height - 2).fill(COLOR.lime);
  });
  const style: Style = [FONT.bold, SIDE.size, '#ffffff'];
  blocks(doc, section, SIDE_COLUMN, [
    { tag: 'H2', text: title.toUpperCase(), style, options: { characterSpacing: 0.5 } },
  ]);
}

function contactItem(doc: Doc, list: Struct, { label, value, url }: Contact): void {
  const size = fittingSize(doc.font(FONT.regular), value, SIDE.size, SIDE.small);
  const style: Style = [FONT.regular, size, COLOR.sidebarText];
  const labelStyle: Style = [FONT.medium, SIDE.small, COLOR.lime];
  const labelBlock = { tag: 'Lbl', text: label.toUpperCase(), style: labelStyle, options: { characterSpacing: 0.4 } };
  const body = { tag: url ? 'Link' : 'P', text: value, style, options: url ? { link: url } : {} };
  listItem(doc, list, SIDE_COLUMN, [body], labelBlock);
}

function sidebarProject(doc: Doc, list: Struct, project: Project, lang: Lang): void {
  const link = `${siteUrl}${projectPath(project, lang)}`;
  const outcome = project.facts?.outcome?.[lang];
  const facts = [project.year, ...project.tags].join('  ·  ');
  const oneLine = doc.font(FONT.medium).fontSize(SIDE.small).currentLineHeight(true);
  listItem(doc, list, SIDE_COLUMN, [
    { tag: 'Link', text: project.title[lang], style: [FONT.medium, SIDE.size, COLOR.sidebarText], options: { link } },
    {
      tag: 'P',
      text: facts,
      style: [FONT.regular, SIDE.small, COLOR.sidebarMuted],
      options: { height: oneLine, ellipsis: true },
    },
    !!outcome && { tag: 'P', text: outcome, style: [FONT.regular, SIDE.small, COLOR.sidebarText] },
  ]);
}

/** An item of a bulleted list; the bullet only decorates. */
function bulletItem(doc: Doc, list: Struct, text: string): void {
  const { x, width } = SIDE_COLUMN;
  decoration(doc, () => doc.circle(x + 2.5, doc.y + 6.5, 2.2).fill(COLOR.lime));
  const column = { ...SIDE_COLUMN, x: x + 12, width: width - 12 };
  listItem(doc, list, column, [{ tag: 'P', text, style: [FONT.regular, SIDE.size, COLOR.sidebarText] }]);
}

/** The largest size, down to `smallest`, that keeps an address on one line: a URL cut in two reads badly. */
function fittingSize(doc: Doc, text: string, largest: number, smallest: number): number {
  let size = largest;
  while (size > smallest && doc.fontSize(size).widthOfString(text) > SIDEBAR_TEXT_WIDTH) size -= 0.1;
  return size;
}

function drawMain(doc: Doc, content: CvPage, document: Struct, top: number): number {
  const { profile, lang, texts } = content;
  doc.y = top;
  group(doc, document, 'Sect', (section) => {
    mainHeading(doc, section, texts.profile);
    const intro = { tag: 'P', text: profile.intro[lang], style: [FONT.regular, 9.5, COLOR.body] as Style };
    blocks(doc, section, MAIN_COLUMN, [{ ...intro, options: { lineGap: 3.5 } }]);
    doc.y += 10;
  });
  listSection(doc, document, mainHeading, texts.experience, content.experience, (list, entry) =>
    resumeEntry(doc, list, entry, lang),
  );
  listSection(doc, document, mainHeading, texts.education, content.education, (list, entry) =>
    resumeEntry(doc, list, entry, lang),
  );
  listSection(doc, document, mainHeading, texts.skills, content.skillCategories, (list, category) =>
    skillRow(doc, list, category, lang),
  );
  return doc.y;
}

/** A section: its heading, drawn by `heading`, then its items as a list; none without items. */
function listSection<Item>(
  doc: Doc,
  document: Struct,
  heading: (doc: Doc, section: Struct, title: string) => void,
  title: string,
  items: readonly Item[],
  drawItem: (list: Struct, item: Item) => void,
): void {
  if (items.length === 0) return;
  group(doc, document, 'Sect', (section) => {
    heading(doc, section, title);
    group(doc, section, 'L', (list) => items.forEach((item) => drawItem(list, item)));
  });
}

function mainHeading(doc: Doc, section: Struct, title: string): void {
  const top = doc.y;
  decoration(doc, () => doc.rect(MAIN.x, top + 2, 4, 11).fill(COLOR.lime));
  tagged(doc, section, 'H2', () => {
    const options = { width: MAIN_WIDTH - 12, characterSpacing: 0.6 };
    styled(doc, [FONT.bold, 11, COLOR.ink]).text(title.toUpperCase(), MAIN.x + 12, top, options);
  });
  const ruleY = doc.y + 3;
  decoration(doc, () => doc.rect(MAIN.x, ruleY, MAIN_WIDTH, 0.8).fill(COLOR.rule));
  doc.y = ruleY + 9;
}

/**
 * An entry of the experience or the education: its title, its period and place, what it was and what
 * came of it. The period leads the line under the title rather than standing at the right: there,
 * pdftotext may read it after everything below.
 */
function resumeEntry(doc: Doc, list: Struct, entry: ResumeEntry, lang: Lang): void {
  const result = entry.result?.[lang];
  const spaced = { above: 2, options: { lineGap: 3 } };
  const period = { text: `${periodText(entry, lang)}  ·  `, style: [FONT.medium, 9, COLOR.greenInk] as Style };
  listItem(doc, list, MAIN_COLUMN, [
    { tag: 'P', text: entry.title[lang], style: [FONT.bold, 10.5, COLOR.ink] },
    { tag: 'P', lead: period, text: entry.place, style: [FONT.medium, 9, COLOR.muted] },
    { tag: 'P', text: plainText(entry.description[lang]), style: [FONT.regular, 9, COLOR.body], ...spaced },
    !!result && { tag: 'P', text: result, style: [FONT.medium, 9, COLOR.ink], ...spaced },
  ]);
  doc.y += 10;
}

/** A category of skills: its name as the item's label, its skills beside it. */
function skillRow(doc: Doc, list: Struct, category: SkillCategory, lang: Lang): void {
  const labelWidth = 150;
  const top = doc.y;
  const title = plainText(category.title[lang]);
  const names = category.skills.map((skill) => skill.name).join('  ·  ');
  group(doc, list, 'LI', (item) => {
    const labelColumn = { x: MAIN.x, width: labelWidth - 8 };
    blocks(doc, item, labelColumn, [{ tag: 'Lbl', text: title, style: [FONT.medium, 9, COLOR.ink] }]);
    const labelBottom = doc.y;
    doc.y = top;
    const column = { x: MAIN.x + labelWidth, width: MAIN_WIDTH - labelWidth };
    group(doc, item, 'LBody', (body) =>
      blocks(doc, body, column, [{ tag: 'P', text: names, style: [FONT.regular, 9, COLOR.body] }]),
    );
    doc.y = Math.max(doc.y, labelBottom) + 4;
  });
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
