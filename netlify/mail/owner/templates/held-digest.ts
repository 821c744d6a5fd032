/** The owner's daily digest in Mustache, like the contact template; its view is what ../digest.ts quotes. */
const textLines = (part: string) => `{{#${part}}}
- {{count}} × {{{name}}} <{{{email}}}> · {{{received}}} · {{{id}}}
  Sujet : {{{subject}}}
  {{{preview}}}

{{/${part}}}`;

const htmlLines = (part: string) => `<ul>
  {{#${part}}}
    <li>{{count}} × <span dir="auto">{{name}}</span> &lt;<span dir="auto">{{email}}</span>&gt; · {{received}} · <code>{{id}}</code><br>
      Sujet : <span dir="auto">{{subject}}</span><br>
      <span dir="auto" style="color: #4b5563; white-space: pre-line;">{{preview}}</span></li>
  {{/${part}}}
  </ul>`;

const INTRO = `{{count}} message(s) reçu(s) depuis {{since}} ne vous ont pas été envoyés : en attente du quota d'envoi, sans preuve anti-robot, ou au-delà des envois du jour de leur client.`;
const WAITING = `En attente du quota d'envoi, ils partent les plus anciens d'abord :`;
const VISITORS = `Envoyés par le formulaire sans JavaScript, par client :`;
const OTHERS = `Retenus, par client :`;

export const heldDigestTemplate = {
  subject: '[Portfolio] {{count}} message(s) retenu(s)',
  text: `${INTRO}
Si l'un des retenus est réel, envoyez-le vous en entier avec : npm run inbox -- release ID

{{#waiting.length}}${WAITING}

{{/waiting.length}}
${textLines('waiting')}
{{#visitors.length}}${VISITORS}

{{/visitors.length}}
${textLines('visitors')}
{{#others.length}}${OTHERS}

{{/others.length}}
${textLines('others')}
{{#more}}… et {{more}} autre(s) : npm run inbox -- list --state held
{{/more}}`,
  html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Messages retenus</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937;">
  <p>${INTRO}
  Si l'un des retenus est réel, envoyez-le vous en entier avec <code>npm run inbox -- release ID</code>.</p>
  {{#waiting.length}}<p>${WAITING}</p>{{/waiting.length}}
  ${htmlLines('waiting')}
  {{#visitors.length}}<p>${VISITORS}</p>{{/visitors.length}}
  ${htmlLines('visitors')}
  {{#others.length}}<p>${OTHERS}</p>{{/others.length}}
  ${htmlLines('others')}
  {{#more}}<p>… et {{more}} autre(s) : <code>npm run inbox -- list --state held</code></p>{{/more}}
</body>
</html>
`,
};
