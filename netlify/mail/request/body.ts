/**
 * The body step. `/send` takes EmailJS's JSON; `/send-form` a form (multipart or urlencoded) whose
 * fields are the variables and identifiers, and whose files become attachments: both come out in one
 * shape. Read as bytes, within the caps, so a file arrives intact and a huge body costs nothing.
 */
import type { MailConfig } from './config.ts';
import { acceptedType, contentMatchesType, nameMatchesType } from './file-signatures.ts';
import { PARAM, quoteName, wireError } from '../../../src/shared/emailjs-wire.ts';
import { MailError } from './respond.ts';
import type { Attachment } from './types.ts';

export type Endpoint = 'send' | 'send-form';
type AttachmentRules = MailConfig['attachments'];

export type MailRequestFields = {
  userId: unknown;
  serviceId: unknown;
  templateId: unknown;
  accessToken: unknown;
  templateParams: Record<string, unknown>;
  attachments: Attachment[];
};

export const DYNAMIC_VARIABLES_LIMIT = 50 * 1024;
/** Room for the identifiers and the multipart framing. */
const TEXT_LIMIT = DYNAMIC_VARIABLES_LIMIT + 14 * 1024;

const IDENTIFIERS = {
  [PARAM.userId]: 'userId',
  [PARAM.serviceId]: 'serviceId',
  [PARAM.templateId]: 'templateId',
  [PARAM.accessToken]: 'accessToken',
} as const;
type IdentifierName = keyof typeof IDENTIFIERS;
/** Sent by the SDK, undocumented, accepted and ignored. */
const IGNORED = new Set<string>([PARAM.libVersion]);

const isIdentifier = (name: string): name is IdentifierName => Object.hasOwn(IDENTIFIERS, name);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** Without recursion: JSON.stringify would overflow the stack on a client's deeply nested arrays. */
function jsonSize(value: unknown): number {
  let size = 0;
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== 'object' || item === null) {
      size += utf8Length(JSON.stringify(item));
      continue;
    }
    const children = Array.isArray(item) ? item : Object.values(item);
    // The brackets and the commas; an object's keys with their colons.
    size += 2 + Math.max(children.length - 1, 0);
    if (!Array.isArray(item)) for (const key of Object.keys(item)) size += utf8Length(JSON.stringify(key)) + 1;
    for (const child of children) pending.push(child);
  }
  return size;
}

const tooLarge = () =>
  new MailError(413, 'The total size of the dynamic variables cannot exceed 50 KB', 'body too large');
const kilobytes = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;
const attachmentsTooLarge = (rules: AttachmentRules) =>
  new MailError(
    413,
    `The attachments cannot exceed ${kilobytes(rules.maxTotalBytes)} in total`,
    'attachments too large',
  );
const emptyFields = (): MailRequestFields => ({
  userId: undefined,
  serviceId: undefined,
  templateId: undefined,
  accessToken: undefined,
  templateParams: {},
  attachments: [],
});

type MediaType = 'json' | 'multipart' | 'urlencoded';

function mediaType(req: Request, endpoint: Endpoint): MediaType {
  const header = req.headers.get('content-type') ?? '';
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = params
    .find((param) => param.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new MailError(415, 'Only UTF-8 bodies are accepted', `charset ${charset}`);
  }
  if (endpoint === 'send') {
    if (type === 'application/json') return 'json';
    throw new MailError(415, wireError.sendTakesJson, `content type ${type || 'none'}`);
  }
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  throw new MailError(415, wireError.sendFormTakesForm, `content type ${type || 'none'}`);
}

/** At most `limit` bytes; a declared length past it is refused unread. */
export async function readBytes(req: Request, limit: number, overflow: () => MailError): Promise<Buffer> {
  if (Number(req.headers.get('content-length')) > limit) throw overflow();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        size += chunk.value.byteLength;
        if (size > limit) {
          await reader.cancel();
          throw overflow();
        }
        chunks.push(chunk.value);
      }
    } catch (error) {
      if (error instanceof MailError) throw error;
      throw new MailError(400, 'The request body could not be read', 'body stream failed');
    }
  }
  return Buffer.concat(chunks);
}

function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MailError(400, 'The request body is not valid UTF-8', 'invalid utf-8');
  }
}

function parseJson(text: string): MailRequestFields {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MailError(400, wireError.invalidJson, 'invalid json');
  }
  if (!isPlainObject(data)) throw new MailError(400, wireError.notJsonObject, 'json not an object');
  const fields = emptyFields();
  for (const [name, value] of Object.entries(data)) {
    if (isIdentifier(name)) fields[IDENTIFIERS[name]] = value;
    else if (name === PARAM.templateParams) {
      if (value === undefined || value === null) continue;
      if (!isPlainObject(value)) {
        throw new MailError(400, wireError.templateParamsNotObject, 'template_params not an object');
      }
      fields.templateParams = value;
    } else if (!IGNORED.has(name)) {
      throw new MailError(400, `Unknown parameter ${quoteName(name)}`, 'unknown json parameter');
    }
  }
  if (jsonSize(fields.templateParams) > DYNAMIC_VARIABLES_LIMIT) throw tooLarge();
  return fields;
}

/** urlencoded by hand: URLSearchParams would silently turn broken percent-escapes into U+FFFD. */
function parseUrlEncoded(text: string): [string, string][] {
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return text
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
      });
  } catch {
    throw new MailError(400, 'The form body is not valid urlencoded UTF-8', 'invalid urlencoded');
  }
}

async function parseMultipart(req: Request, bytes: Buffer): Promise<[string, File | string][]> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/;\s*boundary=/i.test(contentType)) {
    throw new MailError(400, 'The multipart body has no boundary', 'multipart without boundary');
  }
  try {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    return [...form.entries()];
  } catch {
    throw new MailError(400, wireError.brokenMultipart, 'broken multipart');
  }
}

const FILENAME_MAX = 200;

/**
 * No folders, control or format characters (a right-to-left override shows `invoice\u202Efdp.exe`
 * as `invoiceexe.pdf`); shortened by code points before its extension, which stays.
 */
function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}\u2028\u2029"]+/gu, '').trim();
  const [, stem = '', extension = ''] = /^(.*?)(\.[^.]{1,10})?$/su.exec(clean) ?? [];
  return [...stem].slice(0, FILENAME_MAX - [...extension].length).join('') + extension || 'attachment';
}

async function toAttachments(files: File[], rules: AttachmentRules): Promise<Attachment[]> {
  if (files.length === 0) return [];
  if (rules.maxFiles === 0) throw new MailError(400, 'Attachments are not accepted', 'attachments off');
  if (files.length > rules.maxFiles) {
    throw new MailError(400, `At most ${rules.maxFiles} files can be attached`, 'too many attachments');
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > rules.maxTotalBytes) throw attachmentsTooLarge(rules);
  return Promise.all(
    files.map(async (file) => {
      const filename = safeFilename(file.name);
      const contentType = (file.type.split(';')[0] ?? '').trim().toLowerCase() || 'application/octet-stream';
      // `%` is the file's quoted name.
      const refused = (what: string, reason: string) =>
        new MailError(415, `The ${what.replace('%', () => quoteName(filename))} (${contentType})`, reason);
      if (!acceptedType(contentType))
        throw refused('attachment % is of a type that is not accepted', 'attachment type');
      if (!nameMatchesType(contentType, filename))
        throw refused('name of the attachment % does not match its type', 'attachment name');
      const content = new Uint8Array(await file.arrayBuffer());
      if (!contentMatchesType(contentType, content))
        throw refused('content of the attachment % does not match its type', 'attachment content');
      return { filename, contentType, content };
    }),
  );
}

async function fromFormEntries(entries: [string, File | string][], rules: AttachmentRules): Promise<MailRequestFields> {
  const fields = emptyFields();
  const variables = new Map<string, string>();
  const files: File[] = [];
  let size = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') {
      // A file input left empty still sends a part, with no name and no bytes.
      if (value.name !== '' || value.size > 0) files.push(value);
      continue;
    }
    // The SDK appends the identifiers after the form's own fields: the last one wins.
    if (isIdentifier(name)) fields[IDENTIFIERS[name]] = value;
    else if (!IGNORED.has(name)) {
      if (variables.has(name))
        throw new MailError(400, `The field ${quoteName(name)} is repeated`, 'repeated form field');
      variables.set(name, value);
      size += utf8Length(name) + utf8Length(value);
    }
  }
  if (size > DYNAMIC_VARIABLES_LIMIT) throw tooLarge();
  // fromEntries defines own properties, so a field named __proto__ stays a plain variable.
  fields.templateParams = Object.fromEntries(variables);
  fields.attachments = await toAttachments(files, rules);
  return fields;
}

export async function parseBody(req: Request, endpoint: Endpoint, rules: AttachmentRules): Promise<MailRequestFields> {
  const type = mediaType(req, endpoint);
  if (type !== 'multipart' || rules.maxFiles === 0) {
    const bytes = await readBytes(req, TEXT_LIMIT, tooLarge);
    if (type === 'json') return parseJson(utf8Text(bytes));
    if (type === 'urlencoded') return fromFormEntries(parseUrlEncoded(utf8Text(bytes)), rules);
    return fromFormEntries(await parseMultipart(req, bytes), rules);
  }
  const overflow = () =>
    new MailError(
      413,
      `The request is too large: attachments are limited to ${kilobytes(rules.maxTotalBytes)} in total and the dynamic variables to 50 KB`,
      'body too large',
    );
  return fromFormEntries(
    await parseMultipart(req, await readBytes(req, TEXT_LIMIT + rules.maxTotalBytes, overflow)),
    rules,
  );
}
