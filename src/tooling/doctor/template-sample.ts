/** What the template shipped (README.md); src/content/sample-content.test.ts checks it against the sample. */
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
  /** src/content/pictures, src/content/projects (the case studies), src/content/posts, src/public/media. */
  fileHashes: {
    'consulting.png': 'e92d805cfa1afe27',
    'dots.png': '3acca28038d1a6f2',
    'hexagons.png': '6c6ea2133193e3fb',
    'library.png': '8ee6fb4c9bc7f0bc',
    'skate.png': '9a6571fa9c300e28',
    'snake.png': '5708fa963f1a9e85',
    'streaming.png': '1b0ef16c8fe7f395',
    'sudoku.png': '8acecb1dd3e07a15',
    'colour-dots.en.md': '068d3e6232ac6443',
    'colour-dots.fr.md': '8b19d13e565f3cae',
    'consulting-site.en.md': '4dcd0b57594fdca5',
    'consulting-site.fr.md': '552161871aa0ec1c',
    'library.en.md': '11d7984490f16c88',
    'library.fr.md': '298af3f62920d8c6',
    'snake.en.md': 'e5382e37c02ecc8a',
    'snake.fr.md': 'daf637c8872b0403',
    'snake-circular-buffer.en.md': '4750f76d8611e5cd',
    'snake-circular-buffer.fr.md': 'd28dffe114e18550',
    'sudoku-swing-worker.fr.md': '9552b39601c8dee6',
    'hero-poster.webp': 'dae08ceeb461267d',
    'hero.mp4': 'fb2e190653d0ac41',
    'hero.webm': 'a632d626e0740f17',
  },
  /**
   * The sample's texts of four words or more in its projects, its Parcours entries, its intro and
   * its motivation, in every language.
   */
  textHashes: `
    e05add31e2c2bf5f a73247f96910421d 184a8090589f0b17 c64837ab313568cd 8f4b9d970461d423 18989ad2035c3a27
    3d7e4fd5d9715e6a 9f33f9c29a12ad30 7aba136f068fd545 3d2026b20a423539 6b391e394ff50cad 600bd49881c24c4e
    0bb1436576d51ad0 ac62bc8774b13c55 8a9b1a246c1094c9 7ff65894662c0647 64867d44faeee502 46f30d4fa2bb4260
    c0a40b758cbbde31 977f356246465af8 30034c1abf268997 50525df7fb1fb1dd 3ada8c196b1ca473 6d5fa38be59fbb2e
    698abe8465747af0 9e44a4f40c7b189a fc268d4a925d78f6 3a5a74423095bff9 be4695096177f075 2e75a62aeedd6a9b
    de29c0797f5ebbf2 5d8a4897ec799877 0888dd18a4e450b6 268337f1b68bd261 4b31f7741416be8d bdbb2a83d91aa004
    4832c08a5721e98d dbae988245bf76e2 b7449aec4fafca99 c0e1628ce848af71 b8c4170b7be0288f f4aebda7fa642123
    cb4d42d5ca94e2c2 134b61491af11fa2 7e5311407db89476 29085431254bb133 a7ce3c2c5f5225ad 0fa85e6b07ede1c7
    756078567084cac9 f773f565c4a3356c 04b092bce9fdc3bf 5f535651cf9193ee 1524482d71ffdb42 8fe7297abff0b18b
    0f7dc7b7d1293a41 ce7a75a9973de968 4853cc2421a9dfb9 367ec5b624431db1 97c6e29a28903703 54e97e6ed0b4f8d6
    66ff748134028a09 699db84b0a0d15e1 88a1728761c4ff40 092c0ae934e874ce b89df80c6c4850d8 1168ad25783d7234
    b518fef957e1fe43 0944deb9798c6397 e705226fae7f7797 ac6a3eee097a490a 8589b544ed63188c 0164e0664b0872e0
    8650c4e59486cb7a 7427b70f809cb787 4f2a54df860c808e 7eb95392832d9654 4beb1214fa5aa541 83a97366f8eacbcf
    dd7a74b3b6855726
  `
    .trim()
    .split(/\s+/),
  /** The template's own texts a real owner may want to change, and why. */
  shippedTexts: [
    { text: 'Lastest Project', why: "the template's misspelling of 'Latest Project'" },
    {
      text: "Erreur lors de l'envoi. Vérifie la console.",
      why: 'says tu to a recruiter, and sends them to the browser console',
    },
    { text: 'Sending failed. Check the console.', why: 'sends a recruiter to the browser console' },
  ],
};
