/**
 * What the template shipped, for the doctor to recognise what an owner has not replaced yet: the
 * sample's facts, and its pictures and video by the first 16 hex digits of their SHA-256. The
 * sample content's test (src/content/sample-content.test.ts) checks that the doctor finds each of
 * them in the shipped content.
 */
export const templateSample = {
  name: 'Alex Martin',
  email: 'alex.martin@example.com',
  phone: '+33 6 12 34 56 78',
  address: '12 rue de la République, 69002 Lyon',
  /** The sample's promise under the name, in each language it ships. */
  tagline: {
    fr: 'Je construis des applications web utiles, du C à Angular, testées et documentées.',
    en: 'I build useful web applications, from C to Angular, tested and documented.',
  },
  /** The sample's profiles; its project repositories are under the first. */
  profileLinks: ['https://github.com/alex-martin-exemple', 'https://www.linkedin.com/in/alex-martin-exemple'],
  /** The repository the README's Deploy button copies, until the owner names their fork. */
  deployRepository: 'OWNER/REPO',
  /** src/content/pictures, src/public/media. */
  fileHashes: {
    'consulting.png': 'e92d805cfa1afe27',
    'dots.png': '3acca28038d1a6f2',
    'hexagons.png': '6c6ea2133193e3fb',
    'library.png': '8ee6fb4c9bc7f0bc',
    'skate.png': '9a6571fa9c300e28',
    'snake.png': '5708fa963f1a9e85',
    'streaming.png': '1b0ef16c8fe7f395',
    'sudoku.png': '8acecb1dd3e07a15',
    'hero-poster.webp': 'dae08ceeb461267d',
    'hero.mp4': 'fb2e190653d0ac41',
    'hero.webm': 'a632d626e0740f17',
  },
  /** The template's own texts a real owner may want to change, and why. */
  shippedTexts: [
    { text: 'Lastest Project', why: "the template's misspelling of 'Latest Project'" },
    { text: "Erreur lors de l'envoi. Vérifie la console.", why: 'says tu to a recruiter, and sends them to the browser console' },
    { text: 'Sending failed. Check the console.', why: 'sends a recruiter to the browser console' },
  ],
};
