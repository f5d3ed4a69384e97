import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_BODY_DEPTH } from './json-body-guard';

describe('findUnsafeInput', () => {
  it('lets free-form text keep tabs, line breaks, emoji and right-to-left text', () => {
    expect(
      findUnsafeInput({ bio: 'line one\r\nline\ttwo 💥 שלום', tags: ['a', { b: 'c' }], n: 1, ok: null }),
    ).toBeNull();
  });

  it('refuses NUL and the other C0 controls, naming the field', () => {
    expect(findUnsafeInput({ bio: 'a\u0000b' })).toEqual({
      path: ['bio'],
      message: 'control characters are not allowed',
    });
    expect(findUnsafeInput({ a: { b: ['ok', 'x\u001b[31m'] } })?.path).toEqual(['a', 'b', 1]);
    expect(findUnsafeInput({ v: 'tab\u000bvertical' })?.path).toEqual(['v']);
  });

  it('refuses lone surrogates, in values and keys', () => {
    expect(findUnsafeInput({ name: 'x\ud800' })).toEqual({
      path: ['name'],
      message: 'text must be well-formed Unicode (no lone surrogates)',
    });
    expect(findUnsafeInput({ '\udfff': 1 })?.path).toEqual(['"\\udfff"']);
  });

  it('refuses bodies that are not objects, prototype keys and deep nesting', () => {
    for (const body of [null, [], 'text', 42, true]) {
      expect(findUnsafeInput(body)).toEqual({ path: [], message: 'the body must be a JSON object' });
    }
    expect(findUnsafeInput(JSON.parse('{"a":{"__proto__":{"isAdmin":true}}}'))).toEqual({
      path: ['a'],
      message: 'the key "__proto__" is not allowed',
    });
    expect(findUnsafeInput({ constructor: { prototype: {} } })?.message).toBe('the key "constructor" is not allowed');
    expect(findUnsafeInput({ 'a\nb': 1 })?.message).toBe('control characters are not allowed in a key');
    const deep = JSON.parse(`${'{"a":'.repeat(MAX_BODY_DEPTH + 1)}1${'}'.repeat(MAX_BODY_DEPTH + 1)}`);
    expect(findUnsafeInput(deep)?.message).toBe('the body is nested too deeply');
  });
});
