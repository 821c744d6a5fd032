import { palette } from '../palette.ts';
import { text, textWidth } from '../svg.ts';
import { projectCanvas } from './canvas.ts';

/** `sunAt` is the sun's place across the picture, 0 to 1. */
type Scene = { sky: [string, string]; sun: string; sunAt: number; hills: [string, string] };

/** Film posters as small landscapes: a sky, a sun and two rows of hills, each set in its own colours. */
const SCENES: Scene[] = [
  { sky: ['#3a2d6b', '#ff8a6b'], sun: '#ffd27a', sunAt: 0.8, hills: ['#5a3a7a', '#2a1f45'] },
  { sky: ['#0f3b4f', '#4cc9f0'], sun: '#e8fbff', sunAt: 0.3, hills: ['#1d6b7a', '#0e2f3d'] },
  { sky: ['#223a1c', '#9be86b'], sun: '#f4ffd9', sunAt: 0.7, hills: ['#3d7a2a', '#1a2f15'] },
  { sky: ['#4a1d2e', '#ff6b6b'], sun: '#ffc145', sunAt: 0.45, hills: ['#7a2a3d', '#2f121b'] },
  { sky: ['#2b2a5e', '#a58bff'], sun: '#ffffff', sunAt: 0.22, hills: ['#4b3f9a', '#1c1a40'] },
];

function poster(id: string, x: number, y: number, width: number, height: number, scene: Scene, radius: number): string {
  const sunX = x + width * scene.sunAt;
  const horizon = y + height * 0.62;
  return `<defs>
  <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
  <clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>
</defs>
<g clip-path="url(#${id}-clip)">
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${id}-sky)"/>
  <circle cx="${sunX}" cy="${horizon - height * 0.12}" r="${Math.min(height * 0.16, 30)}" fill="${scene.sun}" fill-opacity="0.9"/>
  <path d="M${x} ${horizon}Q${x + width * 0.25} ${horizon - height * 0.22} ${x + width * 0.5} ${horizon - height * 0.02}T${x + width} ${horizon - height * 0.08}V${y + height}H${x}Z" fill="${scene.hills[0]}"/>
  <path d="M${x} ${horizon + height * 0.16}Q${x + width * 0.35} ${horizon - height * 0.02} ${x + width * 0.7} ${horizon + height * 0.14}T${x + width} ${horizon + height * 0.1}V${y + height}H${x}Z" fill="${scene.hills[1]}"/>
</g>`;
}

function playButton(cx: number, cy: number, radius: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius + 12}" fill="${palette.accent}" fill-opacity="0.18"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.accent}"/>
<path d="M${cx - radius * 0.28} ${cy - radius * 0.4}L${cx + radius * 0.45} ${cy}L${cx - radius * 0.28} ${cy + radius * 0.4}Z" fill="${palette.page}" stroke="${palette.page}" stroke-width="${radius * 0.12}" stroke-linejoin="round"/>`;
}

function navigation(): string {
  const logo = `<rect x="40" y="22" width="26" height="26" rx="7" fill="${palette.accent}"/><path d="M49 29l9 6l-9 6z" fill="${palette.page}"/>`;
  let linkX = 184;
  const links = ['Accueil', 'Films', 'Séries', 'Ma liste']
    .map((label, index) => {
      const weight = index === 0 ? 600 : 400;
      const link = text(label, { x: linkX, y: 35, size: 12, weight, fill: index === 0 ? palette.text : palette.muted, align: 'centre' });
      linkX += textWidth(label, 12, weight) + 26;
      return link;
    })
    .join('');
  return `${logo}${text('STREAM', { x: 76, y: 35, size: 15, weight: 700, fill: palette.text, align: 'centre' })}${links}
<circle cx="586" cy="35" r="14" fill="${palette.violet}"/>${text('A', { x: 586, y: 35, size: 12, weight: 600, fill: palette.page, anchor: 'middle', align: 'centre' })}`;
}

/** The featured film, playing: poster, title, play button and progress bar. */
function featured(): string {
  const [x, y, width, height] = [40, 64, 560, 252];
  const first = SCENES[0];
  if (!first) throw new Error('No scene');
  return `<g filter="url(#lift)"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${palette.card}"/></g>
${poster('featured', x, y, width, height, first, 14)}
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="url(#shade)"/>
${playButton(x + width / 2, y + height / 2 - 14, 30)}
${text('Nuit sur la ville', { x: x + 22, y: y + height - 44, size: 20, weight: 700, fill: palette.text })}
${text('2024 · Drame · 1 h 52', { x: x + 22, y: y + height - 26, size: 11, weight: 400, fill: palette.muted })}
<rect x="${x + 22}" y="${y + height - 14}" width="${width - 44}" height="4" rx="2" fill="${palette.text}" fill-opacity="0.25"/>
<rect x="${x + 22}" y="${y + height - 14}" width="${(width - 44) * 0.38}" height="4" rx="2" fill="${palette.accent}"/>
<circle cx="${x + 22 + (width - 44) * 0.38}" cy="${y + height - 12}" r="6" fill="${palette.accent}"/>`;
}

/** A row of thumbnails, the last one cut by the edge as a carousel that scrolls on. */
function thumbnails(): string {
  const [y, width, height, gap] = [356, 132, 96, 12];
  return SCENES.slice(1)
    .concat(SCENES.slice(0, 1))
    .map((scene, index) => {
      const x = 40 + index * (width + gap);
      const watched =
        index === 1
          ? `<rect x="${x + 8}" y="${y + height - 10}" width="${width - 16}" height="3" rx="1.5" fill="${palette.text}" fill-opacity="0.3"/><rect x="${x + 8}" y="${y + height - 10}" width="${(width - 16) * 0.6}" height="3" rx="1.5" fill="${palette.accent}"/>`
          : '';
      return `${poster(`thumb-${index}`, x, y, width, height, scene, 10)}${watched}
<rect x="${x + width - 40}" y="${y + 8}" width="32" height="16" rx="4" fill="#000" fill-opacity="0.55"/>
${text(`${42 + index * 17}'`, { x: x + width - 24, y: y + 16, size: 9, weight: 500, fill: palette.text, anchor: 'middle', align: 'centre' })}`;
    })
    .join('');
}

/** 04: the PHP streaming site — a film playing above a row of thumbnails. */
export function drawStreaming(): string {
  return projectCanvas(
    `${navigation()}
${featured()}
${text('Tendances', { x: 40, y: 342, size: 14, weight: 600, fill: palette.text })}
${text('Tout voir', { x: 600, y: 342, size: 11, weight: 500, fill: palette.accent, anchor: 'end' })}
${thumbnails()}`,
    palette.violet,
  );
}
