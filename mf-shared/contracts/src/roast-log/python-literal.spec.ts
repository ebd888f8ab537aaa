import { parsePythonLiteral, pythonLiteralToJson, PythonLiteralError } from './python-literal';

describe('python literal reader (spec 001 §4: Artisan .alog files)', () => {
  it('reads dicts, lists, tuples, True/False/None, u/b/r strings and numbers', () => {
    const text =
      "{'a': [1, -2.5, 3e2, .5, 10L, 0x1F], u'b': (True, False, None), 'c': (7,), 'd': (), \"e\": r'x\\d', 'f': 'it\\'s\\n\\u00e9\\x41', 'g': {},}";
    expect(parsePythonLiteral(text)).toEqual({
      a: [1, -2.5, 300, 0.5, 10, 31],
      b: [true, false, null],
      c: [7],
      d: [],
      e: 'x\\d',
      f: "it's\né" + 'A',
      g: {},
    });
  });

  it('reads JSON too (Artisan also writes .alog as JSON)', () => {
    const value = { mode: 'C', timex: [0, 1.5], flags: [true, false, null], nested: { k: 'v "q"' } };
    expect(parsePythonLiteral(JSON.stringify(value))).toEqual(value);
    expect(parsePythonLiteral('[NaN, -Infinity, -inf]')).toEqual([NaN, -Infinity, -Infinity]);
  });

  it('joins adjacent strings, skips comments, reads triple-quoted strings', () => {
    expect(parsePythonLiteral("['ab' 'cd', # note\n '''x\ny''']")).toEqual(['abcd', 'x\ny']);
  });

  it('never evaluates: names, calls and expressions are refused', () => {
    for (const bad of ["__import__('os')", "{'a': open('x')}", '[1 + 2]', 'lambda: 1', '{1, 2}', '1j']) {
      expect(() => parsePythonLiteral(bad)).toThrow(PythonLiteralError);
    }
  });

  it('refuses broken text with a position', () => {
    expect(() => parsePythonLiteral("{'a': [1, 2}")).toThrow(/line 1, column 12/);
    expect(() => parsePythonLiteral("{'a': 'open")).toThrow(/unterminated string/);
    expect(() => parsePythonLiteral('')).toThrow(/unexpected end/);
    expect(() => parsePythonLiteral('[1] [2]')).toThrow(/after the value/);
  });

  it('keeps "__proto__" as a plain key and stops at deep nesting', () => {
    const value = parsePythonLiteral("{'__proto__': {'polluted': 1}}") as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parsePythonLiteral('['.repeat(100) + ']'.repeat(100))).toThrow(/nested too deeply/);
  });

  it('converts to JSON text', () => {
    expect(pythonLiteralToJson("{'x': (1, None), 'y': u'\\uc6d0\\ub450'}")).toBe('{"x":[1,null],"y":"원두"}');
  });
});
