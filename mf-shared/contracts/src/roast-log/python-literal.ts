/**
 * A small reader for Python literals (what Artisan writes into .alog files via `repr`): dicts,
 * lists, tuples, strings with u/b/r prefixes, ints, floats, True/False/None. JSON is accepted too
 * (true/false/null, NaN, Infinity), since newer Artisan writes some .alog files as JSON.
 * It is a tokenizer plus recursive descent over the text: nothing is ever evaluated.
 */

export class PythonLiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'PythonLiteralError';
  }
}

/** Deeper nesting than any real profile; stops a hostile file from exhausting the stack. */
const MAX_DEPTH = 64;

const NUMBER =
  /[+-]?(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?)[lL]?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const WORDS: Record<string, unknown> = {
  True: true,
  False: false,
  None: null,
  true: true,
  false: false,
  null: null,
  NaN: NaN,
  nan: NaN,
  Infinity: Infinity,
  inf: Infinity,
};
const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '/': '/',
};

export function parsePythonLiteral(text: string): unknown {
  const reader = new Reader(text);
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos < text.length) reader.fail('unexpected text after the value');
  return value;
}

/** The literal as JSON text (NaN and Infinity become null, as JSON.stringify does). */
export function pythonLiteralToJson(text: string): string {
  return JSON.stringify(parsePythonLiteral(text));
}

class Reader {
  pos = 0;
  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1;
  }

  fail(message: string, at = this.pos): never {
    const before = this.text.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new PythonLiteralError(`${message} at line ${line}, column ${column}`, at);
  }

  skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') this.pos++;
      else if (c === '\\' && t[this.pos + 1] === '\n')
        this.pos += 2; // explicit line continuation
      else if (c === '#') while (this.pos < t.length && t[this.pos] !== '\n') this.pos++;
      else break;
    }
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail('nested too deeply');
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === undefined) this.fail('unexpected end of text');
    if (c === '{') return this.dict(depth);
    if (c === '[') return this.sequence(depth, ']');
    if (c === '(') return this.tuple(depth);
    const str = this.strings();
    if (str !== undefined) return str;
    return this.scalar();
  }

  private dict(depth: number): Record<string, unknown> {
    this.pos++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === '}') {
        this.pos++;
        return out;
      }
      const keyAt = this.pos;
      const key = this.value(depth + 1);
      if (typeof key !== 'string' && typeof key !== 'number' && typeof key !== 'boolean' && key !== null)
        this.fail('a dict key must be a string or a number', keyAt);
      this.expect(':');
      // defineProperty, not assignment: a "__proto__" key must stay a plain key.
      Object.defineProperty(out, String(key), {
        value: this.value(depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (!this.separator('}')) return out;
    }
  }

  private sequence(depth: number, close: string): unknown[] {
    this.pos++;
    const out: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === close) {
        this.pos++;
        return out;
      }
      out.push(this.value(depth + 1));
      if (!this.separator(close)) return out;
    }
  }

  /** `(x)` is just x; `(x,)`, `(x, y)` and `()` are tuples, read as arrays. */
  private tuple(depth: number): unknown {
    const start = this.pos;
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ')') {
      this.pos++;
      return [];
    }
    const first = this.value(depth + 1);
    this.skipSpace();
    if (this.text[this.pos] === ')') {
      this.pos++;
      return first;
    }
    this.pos = start;
    return this.sequence(depth, ')');
  }

  /** After an item: a comma (then maybe the closing bracket) or the closing bracket. */
  private separator(close: string): boolean {
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === ',') {
      this.pos++;
      return true;
    }
    if (c === close) {
      this.pos++;
      return false;
    }
    return this.fail(`expected ',' or '${close}'`);
  }

  private expect(ch: string): void {
    this.skipSpace();
    if (this.text[this.pos] !== ch) this.fail(`expected '${ch}'`);
    this.pos++;
  }

  /** One string literal or several adjacent ones ('a' 'b' is 'ab' in Python); undefined if none here. */
  private strings(): string | undefined {
    let out: string | undefined;
    for (;;) {
      const save = this.pos;
      if (out !== undefined) this.skipSpace();
      const one = this.string();
      if (one === undefined) {
        this.pos = save;
        return out;
      }
      out = (out ?? '') + one;
    }
  }

  private string(): string | undefined {
    const t = this.text;
    let p = this.pos;
    let raw = false;
    // Prefixes: u, b, r and their pairs (ur in Python 2, br/rb in Python 3).
    for (let i = 0; i < 2 && /[uUbBrR]/.test(t[p] ?? ''); i++, p++) if (t[p] === 'r' || t[p] === 'R') raw = true;
    const q = t[p];
    if (q !== "'" && q !== '"') return undefined;
    const triple = t[p + 1] === q && t[p + 2] === q;
    const start = this.pos;
    p += triple ? 3 : 1;
    let out = '';
    for (;;) {
      if (p >= t.length) this.fail('unterminated string', start);
      const c = t[p];
      if (c === q && (!triple || (t[p + 1] === q && t[p + 2] === q))) {
        this.pos = p + (triple ? 3 : 1);
        return out;
      }
      if (c === '\n' && !triple) this.fail('line break inside a string', p);
      if (c !== '\\') {
        out += c;
        p++;
        continue;
      }
      if (raw) {
        out += c + (t[p + 1] ?? '');
        p += 2;
        continue;
      }
      const [text, next] = this.escape(p);
      out += text;
      p = next;
    }
  }

  /** The escape sequence starting with the backslash at `p`: its text and where reading goes on. */
  private escape(p: number): [string, number] {
    const t = this.text;
    const e = t[p + 1];
    if (e === undefined) this.fail('unterminated string', p);
    if (e in SIMPLE_ESCAPES) return [SIMPLE_ESCAPES[e], p + 2];
    if (e === '\n') return ['', p + 2];
    if (e === '\r') return ['', t[p + 2] === '\n' ? p + 3 : p + 2];
    const hex = (len: number): number => {
      const digits = t.slice(p + 2, p + 2 + len);
      if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(digits)) this.fail('bad escape in a string', p);
      return parseInt(digits, 16);
    };
    if (e === 'x') return [String.fromCharCode(hex(2)), p + 4];
    if (e === 'u') return [String.fromCharCode(hex(4)), p + 6];
    if (e === 'U') {
      const code = hex(8);
      if (code > 0x10ffff) this.fail('bad escape in a string', p);
      return [String.fromCodePoint(code), p + 10];
    }
    const octal = /^[0-7]{1,3}/.exec(t.slice(p + 1, p + 4));
    if (octal) return [String.fromCharCode(parseInt(octal[0], 8)), p + 1 + octal[0].length];
    return ['\\' + e, p + 2]; // Python keeps unknown escapes as written
  }

  private scalar(): unknown {
    const t = this.text;
    const at = this.pos;
    // A signed word: -inf, +Infinity, -NaN.
    const sign = t[at] === '-' || t[at] === '+' ? t[at] : '';
    WORD.lastIndex = at + sign.length;
    const word = WORD.exec(t);
    if (word && Object.prototype.hasOwnProperty.call(WORDS, word[0])) {
      const value = WORDS[word[0]];
      if (sign && typeof value !== 'number') this.fail(`unexpected sign before ${word[0]}`, at);
      this.pos = WORD.lastIndex;
      return sign === '-' ? -(value as number) : value;
    }
    if (word) this.fail(`unknown name '${word[0]}'`, at);
    NUMBER.lastIndex = at;
    const num = NUMBER.exec(t);
    if (!num || num[0].replace(/[+-]/, '') === '') this.fail('expected a value', at);
    this.pos = NUMBER.lastIndex;
    if (/[A-Za-z0-9_]/.test(t[this.pos] ?? '')) this.fail('bad number', at); // 1j, 12abc
    const src = num[0].replace(/_/g, '').replace(/[lL]$/, '');
    const neg = src.startsWith('-');
    const body = src.replace(/^[+-]/, '');
    let value: number;
    if (/^0[xXoObB]/.test(body)) value = Number(body.toLowerCase());
    else if (/^0\d+$/.test(body))
      value = parseInt(body, 8); // Python 2 octal int
    else value = Number(body);
    if (Number.isNaN(value)) this.fail('bad number', at);
    return neg ? -value : value;
  }
}
