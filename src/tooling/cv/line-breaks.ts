/**
 * Where the CV's lines end. pdfkit wraps a line after a word's own hyphen ('front-' / 'end'), which
 * pdftotext, and an ATS after it, reads back as one word without its hyphen ('frontend'). So the CV
 * chooses its line ends itself, at spaces only, and pdfkit has nothing left to wrap.
 */

/** `text` with a line break at each space where the next word would pass `width`, as `widthOf` measures a line. */
export function breakAtSpaces(text: string, width: number, widthOf: (line: string) => number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && widthOf(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line].join('\n');
}
