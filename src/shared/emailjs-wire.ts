/**
 * The EmailJS REST API as EmailJS 4.4.1 speaks it, in one place for the sides that must agree on
 * it: the browser sends it (EmailJS's SDK through src/lib/mail, and the form's own post), the mail
 * function answers it (netlify/mail), and the MSW mocks answer it as the function does (mocks/emailjs.ts).
 */

/** The SDK version the API sees (package.json pins @emailjs/browser to it). */
export const LIB_VERSION = '4.4.1';
export const SEND_PATH = '/api/v1.0/email/send';
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

/** The request's parameters beside the template's variables, by EmailJS's names. */
export const PARAM = {
  libVersion: 'lib_version',
  userId: 'user_id',
  serviceId: 'service_id',
  templateId: 'template_id',
  accessToken: 'accessToken',
  templateParams: 'template_params',
} as const;

/** A name in an answer: quoted, and cut short so a client cannot fill the answer with it. */
export const quoteName = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** The API's answers to a request it cannot take, word for word. */
export const wireError = {
  sendTakesJson: 'Unsupported Media Type: /send takes application/json',
  sendFormTakesForm:
    'Unsupported Media Type: /send-form takes multipart/form-data or application/x-www-form-urlencoded',
  invalidJson: 'The request body is not valid JSON',
  notJsonObject: 'The request body must be a JSON object',
  brokenMultipart: 'The multipart body could not be parsed',
  templateParamsNotObject: `The ${PARAM.templateParams} parameter must be an object`,
  missingParameter: (name: string) => `The ${name} parameter is required`,
  unknownService: 'The service ID is invalid',
  unknownVariable: (name: string) => `Unknown template variable ${quoteName(name)}`,
  invalidVariable: (field: string | null, message: string) => `${field ?? PARAM.templateParams}: ${message}`,
};
