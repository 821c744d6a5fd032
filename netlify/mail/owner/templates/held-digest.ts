/**
 * The owner's daily digest of held messages (../digest.ts): first the posts of the form without
 * JavaScript, who wrote, about what, and the first words, so a real visitor whose browser ran no
 * script is still read; then the others by sender address, with their count. Mustache, like the
 * contact template: the HTML part escapes every value.
 */
type Quoted = { id: string; received: string; email: string; subject: string; preview: string; count: number };

export type DigestView = {
  count: number;
  since: string;
  /** Posted by the form without JavaScript, newest first. */
  visitors: Quoted[];
  /** The others' senders, the busiest first, each by its latest message. */
  senders: Quoted[];
  more: number;
};

export const heldDigestTemplate = {
  subject: '[Portfolio] {{count}} message(s) retenu(s)',
  text: `{{count}} message(s) reçu(s) depuis {{since}} sont retenus, pas envoyés : sans preuve anti-robot, ou au-delà des envois du jour de leur expéditeur.
Si l'un d'eux est réel, envoyez-le vous en entier avec : npm run inbox -- release ID

{{#visitors.length}}Envoyés par le formulaire sans JavaScript, du plus récent au plus ancien :

{{/visitors.length}}
{{#visitors}}
- {{{id}}} · {{{received}}} · {{{email}}}
  Sujet : {{{subject}}}
  {{{preview}}}

{{/visitors}}
{{#senders.length}}Par expéditeur :

{{/senders.length}}
{{#senders}}
- {{{email}}} : {{count}} message(s), le dernier {{{id}}} · {{{received}}}
  Sujet : {{{subject}}}

{{/senders}}
{{#more}}… et {{more}} autre(s) : npm run inbox -- list --state held
{{/more}}`,
  html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Messages retenus</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937;">
  <p>{{count}} message(s) reçu(s) depuis {{since}} sont retenus, pas envoyés : sans preuve anti-robot, ou au-delà des envois du jour de leur expéditeur.
  Si l'un d'eux est réel, envoyez-le vous en entier avec <code>npm run inbox -- release ID</code>.</p>
  {{#visitors.length}}<p>Envoyés par le formulaire sans JavaScript, du plus récent au plus ancien :</p>{{/visitors.length}}
  <ul>
  {{#visitors}}
    <li><code>{{id}}</code> · {{received}} · <span dir="auto">{{email}}</span><br>
      Sujet : <span dir="auto">{{subject}}</span><br>
      <span dir="auto" style="color: #4b5563;">{{preview}}</span></li>
  {{/visitors}}
  </ul>
  {{#senders.length}}<p>Par expéditeur :</p>{{/senders.length}}
  <ul>
  {{#senders}}
    <li><span dir="auto">{{email}}</span> : {{count}} message(s), le dernier <code>{{id}}</code> · {{received}}<br>
      Sujet : <span dir="auto">{{subject}}</span></li>
  {{/senders}}
  </ul>
  {{#more}}<p>… et {{more}} autre(s) : <code>npm run inbox -- list --state held</code></p>{{/more}}
</body>
</html>
`,
};
