/**
 * The owner's daily digest of held messages (../digest.ts): who wrote, about what, and the first
 * words, so a real visitor whose browser could not solve the challenge is still read. Mustache,
 * like the contact template: the HTML part escapes every value.
 */
export type DigestView = {
  count: number;
  since: string;
  messages: { id: string; received: string; email: string; subject: string; preview: string }[];
  more: number;
};

export const heldDigestTemplate = {
  subject: '[Portfolio] {{count}} message(s) retenu(s) sans preuve anti-robot',
  text: `{{count}} message(s) reçu(s) depuis {{since}} n'ont pas résolu le défi anti-robot du formulaire : ils sont gardés, pas envoyés.
Si l'un d'eux est réel, envoyez-le vous en entier avec : npm run inbox -- release ID

{{#messages}}
- {{{id}}} · {{{received}}} · {{{email}}}
  Sujet : {{{subject}}}
  {{{preview}}}

{{/messages}}
{{#more}}… et {{more}} autre(s) : npm run inbox -- list --state held
{{/more}}`,
  html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Messages retenus</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937;">
  <p>{{count}} message(s) reçu(s) depuis {{since}} n'ont pas résolu le défi anti-robot du formulaire : ils sont gardés, pas envoyés.
  Si l'un d'eux est réel, envoyez-le vous en entier avec <code>npm run inbox -- release ID</code>.</p>
  <ul>
  {{#messages}}
    <li><code>{{id}}</code> · {{received}} · <span dir="auto">{{email}}</span><br>
      Sujet : <span dir="auto">{{subject}}</span><br>
      <span dir="auto" style="color: #4b5563;">{{preview}}</span></li>
  {{/messages}}
  </ul>
  {{#more}}<p>… et {{more}} autre(s) : <code>npm run inbox -- list --state held</code></p>{{/more}}
</body>
</html>
`,
};
