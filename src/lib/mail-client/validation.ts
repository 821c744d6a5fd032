/**
 * EmailJS 4.4.1's argument checks, in its order. The texts say what is wrong without 4.4.1's links
 * to EmailJS's dashboard and docs: this client talks to our own mail API, not to EmailJS's.
 */

// Fix of 4.4.1: it throws bare strings; an Error keeps the text and gains a stack trace.
function fail(message: string): never {
  throw new Error(message);
}

/** EmailJS's object test ("[object Object]"), which rejects arrays, strings and numbers. */
export function isObjectRecord(value: unknown): value is Record<string, unknown> {
  // Object.prototype.toString, unlike value.toString(), also works on objects without a prototype.
  return Object.prototype.toString.call(value) === '[object Object]';
}

export function validateIds(publicKey: unknown, serviceId: unknown, templateId: unknown): asserts publicKey is string {
  if (!publicKey || typeof publicKey !== 'string') {
    fail('The public key is required');
  }
  if (!serviceId || typeof serviceId !== 'string') {
    fail('The service ID is required');
  }
  if (!templateId || typeof templateId !== 'string') {
    fail('The template ID is required');
  }
}

/** `undefined` and `null` pass: the request then has no template params. */
export function validateTemplateParams(templateParams: unknown): void {
  if (templateParams && !isObjectRecord(templateParams)) {
    fail('The template params have to be an object');
  }
}

export function validateForm(form: Element | null | undefined): asserts form is HTMLFormElement {
  if (!form || form.nodeName !== 'FORM') {
    fail('The 3rd parameter is expected to be the HTML form element or the style selector of the form');
  }
}

export function validateBlockList(list: unknown, watchVariable: unknown): asserts list is string[] {
  if (!Array.isArray(list)) fail('The BlockList list has to be an array');
  if (typeof watchVariable !== 'string') fail('The BlockList watchVariable has to be a string');
}

/** Says "positive" as EmailJS does, though 0 is accepted (it means off). */
export function validateLimitRate(throttle: unknown, id: unknown): void {
  if (typeof throttle !== 'number' || throttle < 0) fail('The LimitRate throttle has to be a positive number');
  if (id && typeof id !== 'string') fail('The LimitRate ID has to be a non-empty string');
}
