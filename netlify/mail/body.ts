/**
 * Step 3: the body. `/send` takes EmailJS's JSON object; `/send-form` takes a form (multipart,
 * as the SDK's sendForm sends it, or urlencoded) whose fields are the template variables plus
 * the identifiers. Both come out in the same shape, so the rest of the pipeline is shared.
 */
import { MailError, quoteName } from './respond.ts';

export type Endpoint = 'send' | 'send-form';

/** What a client asked for, still unchecked. */
export type MailRequestFields = {
  userId: unknown;
  serviceId: unknown;
  templateId: unknown;
  accessToken: unknown;
  templateParams: Record<string, unknown>;
};

/** EmailJS's documented cap on the dynamic variables. */
export const DYNAMIC_VARIABLES_LIMIT = 50 * 1024;
/** The whole body: the variables plus room for the identifiers and the multipart framing. */
const BODY_LIMIT = DYNAMIC_VARIABLES_LIMIT + 14 * 1024;

const IDENTIFIERS = { user_id: 'userId', service_id: 'serviceId', template_id: 'templateId', accessToken: 'accessToken' } as const;
type IdentifierName = keyof typeof IDENTIFIERS;
/** Sent by the SDK, undocumented, accepted and ignored. */
const IGNORED = new Set(['lib_version']);

const isIdentifier = (name: string): name is IdentifierName => Object.hasOwn(IDENTIFIERS, name);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

const tooLarge = () =>
  new MailError(413, 'The total size of the dynamic variables cannot exceed 50 KB', 'body too large');

type MediaType = 'json' | 'multipart' | 'urlencoded';

function mediaType(req: Request, endpoint: Endpoint): MediaType {
  const header = req.headers.get('content-type') ?? '';
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new MailError(415, 'Only UTF-8 bodies are accepted', `charset ${charset}`);
  }
  if (endpoint === 'send') {
    if (type === 'application/json') return 'json';
    throw new MailError(415, 'Unsupported Media Type: /send takes application/json', `content type ${type || 'none'}`);
  }
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  throw new MailError(
    415,
    'Unsupported Media Type: /send-form takes multipart/form-data or application/x-www-form-urlencoded',
    `content type ${type || 'none'}`,
  );
}

/** Reads at most BODY_LIMIT bytes, so a huge body costs us nothing. */
async function readText(req: Request): Promise<string> {
  if (Number(req.headers.get('content-length')) > BODY_LIMIT) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        size += chunk.value.byteLength;
        if (size > BODY_LIMIT) {
          await reader.cancel();
          throw tooLarge();
        }
        chunks.push(chunk.value);
      }
    } catch (error) {
      if (error instanceof MailError) throw error;
      throw new MailError(400, 'The request body could not be read', 'body stream failed');
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new MailError(400, 'The request body is not valid UTF-8', 'invalid utf-8');
  }
}

function parseJson(text: string): MailRequestFields {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new MailError(400, 'The request body is not valid JSON', 'invalid json');
  }
  if (!isPlainObject(data)) throw new MailError(400, 'The request body must be a JSON object', 'json not an object');
  const fields: MailRequestFields = { userId: undefined, serviceId: undefined, templateId: undefined, accessToken: undefined, templateParams: {} };
  for (const [name, value] of Object.entries(data)) {
    if (isIdentifier(name)) fields[IDENTIFIERS[name]] = value;
    else if (name === 'template_params') {
      if (value === undefined || value === null) continue;
      if (!isPlainObject(value)) {
        throw new MailError(400, 'The template_params parameter must be an object', 'template_params not an object');
      }
      fields.templateParams = value;
    } else if (!IGNORED.has(name)) {
      throw new MailError(400, `Unknown parameter ${quoteName(name)}`, 'unknown json parameter');
    }
  }
  if (utf8Length(JSON.stringify(fields.templateParams)) > DYNAMIC_VARIABLES_LIMIT) throw tooLarge();
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

async function parseMultipart(req: Request, text: string): Promise<[string, FormDataEntryValue][]> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/;\s*boundary=/i.test(contentType)) {
    throw new MailError(400, 'The multipart body has no boundary', 'multipart without boundary');
  }
  try {
    const form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
    return [...form.entries()];
  } catch {
    throw new MailError(400, 'The multipart body could not be parsed', 'broken multipart');
  }
}

function fromFormEntries(entries: [string, FormDataEntryValue][]): MailRequestFields {
  const fields: MailRequestFields = { userId: undefined, serviceId: undefined, templateId: undefined, accessToken: undefined, templateParams: {} };
  const variables = new Map<string, string>();
  let size = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') {
      throw new MailError(400, 'Attachments are not accepted', 'file in form');
    }
    // The SDK appends the identifiers after the form's own fields: the last one wins.
    if (isIdentifier(name)) fields[IDENTIFIERS[name]] = value;
    else if (!IGNORED.has(name)) {
      if (variables.has(name)) throw new MailError(400, `The field ${quoteName(name)} is repeated`, 'repeated form field');
      variables.set(name, value);
      size += utf8Length(name) + utf8Length(value);
    }
  }
  if (size > DYNAMIC_VARIABLES_LIMIT) throw tooLarge();
  // fromEntries defines own properties, so a field named __proto__ stays a plain variable.
  fields.templateParams = Object.fromEntries(variables);
  return fields;
}

export async function parseBody(req: Request, endpoint: Endpoint): Promise<MailRequestFields> {
  const type = mediaType(req, endpoint);
  const text = await readText(req);
  if (type === 'json') return parseJson(text);
  if (type === 'urlencoded') return fromFormEntries(parseUrlEncoded(text));
  return fromFormEntries(await parseMultipart(req, text));
}
