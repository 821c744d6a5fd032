import { describe, expect, it } from 'vitest';
import {
  isObjectRecord,
  validateBlockList,
  validateForm,
  validateIds,
  validateLimitRate,
  validateTemplateParams,
} from './validation.ts';

const KEY = 'The public key is required';
const SERVICE = 'The service ID is required';
const TEMPLATE = 'The template ID is required';
const PARAMS = 'The template params have to be an object';
const FORM = 'The 3rd parameter is expected to be the HTML form element or the style selector of the form';

describe('validateIds', () => {
  it('checks the public key, then the service id, then the template id, naming what is missing', () => {
    expect(() => validateIds(undefined, '', '')).toThrow(new Error(KEY));
    expect(() => validateIds('pk', '', '')).toThrow(new Error(SERVICE));
    expect(() => validateIds('pk', 'svc', '')).toThrow(new Error(TEMPLATE));
    expect(() => validateIds('pk', 'svc', 'tpl')).not.toThrow();
  });

  it('refuses non-string values', () => {
    expect(() => validateIds(42, 'svc', 'tpl')).toThrow(KEY);
    expect(() => validateIds('pk', ['svc'], 'tpl')).toThrow(SERVICE);
    expect(() => validateIds('pk', 'svc', { id: 'tpl' })).toThrow(TEMPLATE);
  });

  it('throws an Error, not the bare string 4.4.1 throws', () => {
    let thrown: unknown;
    try {
      validateIds('', 'svc', 'tpl');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(KEY);
  });
});

describe('the texts a missing argument gives', () => {
  it("point nowhere but at what is wrong: no EmailJS dashboard or docs", () => {
    const thrown = [
      () => validateIds(undefined, 'svc', 'tpl'),
      () => validateIds('pk', undefined, 'tpl'),
      () => validateIds('pk', 'svc', undefined),
      () => validateTemplateParams(['a']),
    ].map((check) => {
      try {
        check();
      } catch (error) {
        return (error as Error).message;
      }
      return 'did not throw';
    });
    expect(thrown).toEqual([KEY, SERVICE, TEMPLATE, PARAMS]);
    for (const message of thrown) expect(message).not.toMatch(/emailjs|https?:/i);
  });
});

describe('validateTemplateParams', () => {
  it('accepts objects, undefined and null', () => {
    for (const params of [{ a: 1 }, {}, Object.create(null), undefined, null]) {
      expect(() => validateTemplateParams(params)).not.toThrow();
    }
  });

  it('refuses arrays, strings and numbers', () => {
    for (const params of [['a'], 'name=J', 42, new Map()]) {
      expect(() => validateTemplateParams(params)).toThrow(new Error(PARAMS));
    }
  });
});

describe('isObjectRecord', () => {
  it('is EmailJS "[object Object]" test', () => {
    expect(isObjectRecord({})).toBe(true);
    expect(isObjectRecord([])).toBe(false);
    expect(isObjectRecord(null)).toBe(false);
    expect(isObjectRecord('x')).toBe(false);
  });
});

describe('validateForm', () => {
  it('accepts a form element only', () => {
    expect(() => validateForm(document.createElement('form'))).not.toThrow();
    expect(() => validateForm(null)).toThrow(new Error(FORM));
    expect(() => validateForm(document.createElement('div'))).toThrow(FORM);
  });
});

describe('validateBlockList', () => {
  it('wants an array, then a string watch variable', () => {
    expect(() => validateBlockList('a@b.c', 'email')).toThrow(new Error('The BlockList list has to be an array'));
    expect(() => validateBlockList(['a@b.c'], 1)).toThrow(new Error('The BlockList watchVariable has to be a string'));
    expect(() => validateBlockList(['a@b.c'], 'email')).not.toThrow();
  });
});

describe('validateLimitRate', () => {
  it('wants a non-negative number, then a string id', () => {
    expect(() => validateLimitRate(-1, undefined)).toThrow(new Error('The LimitRate throttle has to be a positive number'));
    expect(() => validateLimitRate('1000', undefined)).toThrow('The LimitRate throttle has to be a positive number');
    expect(() => validateLimitRate(1000, 7)).toThrow(new Error('The LimitRate ID has to be a non-empty string'));
    expect(() => validateLimitRate(1000, 'contact')).not.toThrow();
    expect(() => validateLimitRate(0, undefined)).not.toThrow();
  });
});
