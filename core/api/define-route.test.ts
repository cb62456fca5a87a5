import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, pathOf, queryStringOf } from './define-route.ts';

const route = defineRoute({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  params: z.object({ id: z.string(), part: z.string() }),
});

describe('pathOf', () => {
  it('fills each :name segment, URI-encoded', () => {
    expect(pathOf(route, { id: 'a b/c', part: 7 })).toBe('/api/things/a%20b%2Fc/parts/7');
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf(defineRoute({ method: 'POST', path: '/api/things' }))).toBe('/api/things');
  });

  it('refuses a missing parameter, naming the route and the parameter', () => {
    expect(() => pathOf(route, { id: '1' })).toThrow('GET /api/things/:id/parts/:part needs the parameter part');
  });
});

describe('queryStringOf', () => {
  it('is empty for no query or one with nothing set', () => {
    expect(queryStringOf(undefined)).toBe('');
    expect(queryStringOf({ a: undefined, b: null, c: '' })).toBe('');
  });

  it('leaves out undefined, null and empty values and encodes the rest', () => {
    expect(queryStringOf({ page: 2, search: 'Rani & Co', empty: '', none: undefined, flag: false })).toBe(
      '?page=2&search=Rani+%26+Co&flag=false',
    );
  });
});
