import { palette } from '../palette.ts';
import { text, textWidth } from '../svg.ts';
import { projectCanvas } from './canvas.ts';
import { appWindow, TITLE_BAR_HEIGHT } from './window.ts';

const PAGE = { x: 28, y: 24, width: 584, height: 432 };
const TOP = PAGE.y + TITLE_BAR_HEIGHT;

function navigation(): string {
  const x = PAGE.x + 24;
  const y = TOP + 24;
  let linkX = x + 220;
  const links = ['Expertises', 'Équipe', 'Références']
    .map((label) => {
      const link = text(label, { x: linkX, y, size: 10, weight: 400, fill: palette.muted, align: 'centre' });
      linkX += textWidth(label, 10, 400) + 18;
      return link;
    })
    .join('');
  const ctaX = PAGE.x + PAGE.width - 24 - 92;
  return `<rect x="${x}" y="${y - 12}" width="24" height="24" rx="7" fill="${palette.accent}"/>
<path d="M${x + 6} ${y + 6}l6 -12l6 12" fill="none" stroke="${palette.page}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"/>
${text('Axiome Conseil', { x: x + 32, y, size: 13, weight: 700, fill: palette.text, align: 'centre' })}
${links}
<rect x="${ctaX}" y="${y - 13}" width="92" height="26" rx="13" fill="none" stroke="${palette.accent}" stroke-width="1.6"/>
${text('Rendez-vous', { x: ctaX + 46, y, size: 10, weight: 600, fill: palette.accent, anchor: 'middle', align: 'centre' })}
<path d="M${PAGE.x} ${TOP + 48}h${PAGE.width}" stroke="${palette.text}" stroke-opacity="0.07"/>`;
}

/** The pitch on the left: eyebrow, two-line headline (second line in the accent), text and buttons. */
function hero(): string {
  const x = PAGE.x + 24;
  const paragraph = [0.92, 0.86, 0.6]
    .map((share, index) => `<rect x="${x}" y="${TOP + 176 + index * 14}" width="${260 * share}" height="6" rx="3" fill="${palette.muted}" fill-opacity="0.4"/>`)
    .join('');
  const stat = (statX: number, value: string, label: string) =>
    `${text(value, { x: statX, y: TOP + 300, size: 20, weight: 700, fill: palette.text })}${text(label, { x: statX, y: TOP + 318, size: 10, weight: 400, fill: palette.muted })}`;
  return `${text('CABINET DE CONSEIL', { x, y: TOP + 90, size: 10, weight: 600, fill: palette.accent })}
${text('Des stratégies', { x, y: TOP + 128, size: 28, weight: 700, fill: palette.text })}
${text('qui avancent.', { x, y: TOP + 160, size: 28, weight: 700, fill: palette.accent })}
${paragraph}
<rect x="${x}" y="${TOP + 228}" width="110" height="32" rx="16" fill="${palette.accent}"/>
${text('Nos offres', { x: x + 55, y: TOP + 244, size: 11, weight: 600, fill: palette.page, anchor: 'middle', align: 'centre' })}
<rect x="${x + 122}" y="${TOP + 228}" width="110" height="32" rx="16" fill="none" stroke="${palette.muted}" stroke-opacity="0.5" stroke-width="1.4"/>
${text('Nous découvrir', { x: x + 177, y: TOP + 244, size: 11, weight: 500, fill: palette.text, anchor: 'middle', align: 'centre' })}
${stat(x, '+120', 'clients accompagnés')}
${stat(x + 140, '15 ans', 'd’expérience')}`;
}

/** The contact form card on the right, the point of the site. */
function contactForm(): string {
  const [x, y, width] = [PAGE.x + PAGE.width - 24 - 236, TOP + 70, 236];
  const field = (fieldY: number, label: string, placeholder: string, height = 30) =>
    `${text(label, { x: x + 18, y: fieldY - 6, size: 9, weight: 500, fill: palette.muted })}
<rect x="${x + 18}" y="${fieldY}" width="${width - 36}" height="${height}" rx="7" fill="${palette.inset}" stroke="${palette.rule}"/>
${text(placeholder, { x: x + 28, y: fieldY + 15, size: 9.5, weight: 400, fill: palette.muted, opacity: 0.55, align: 'centre' })}`;
  return `<rect x="${x}" y="${y}" width="${width}" height="304" rx="14" fill="${palette.card}" filter="url(#lift)"/>
${text('Contactez-nous', { x: x + 18, y: y + 32, size: 15, weight: 700, fill: palette.text })}
${text('Réponse sous 24 h', { x: x + 18, y: y + 49, size: 9.5, weight: 400, fill: palette.muted })}
${field(y + 78, 'Nom', 'Camille Durand')}
${field(y + 130, 'E-mail', 'camille@entreprise.fr')}
${field(y + 182, 'Message', 'Parlons de votre projet…', 52)}
<rect x="${x + 18}" y="${y + 252}" width="${width - 36}" height="34" rx="8" fill="${palette.accent}"/>
${text('Envoyer', { x: x + width / 2 - 8, y: y + 269, size: 12, weight: 600, fill: palette.page, anchor: 'middle', align: 'centre' })}
<path d="M${x + width / 2 + 26} ${y + 265}l6 4l-6 4" fill="none" stroke="${palette.page}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** 08: the consulting firm's showcase site — its homepage with the contact form. */
export function drawConsulting(): string {
  return projectCanvas(`${appWindow({ ...PAGE, address: 'axiome-conseil.fr' })}${navigation()}${hero()}${contactForm()}`, palette.sky);
}
