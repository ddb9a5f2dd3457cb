// What an attacker or a broken client sends instead of a field's value: numbers past every column type, number
// spellings, control characters, odd Unicode, SQL-looking text, huge strings, wrong types.
import fc from 'fast-check';

/** A number token written as is into a JSON body (1e400, -0): JSON.stringify cannot produce these. */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  [fc.toStringMethod]() {
    return `raw(${this.text})`;
  }
}

/** A piece of a URL sent without encoding: a broken percent-escape, a dot segment. */
export class RawUrlText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  [fc.toStringMethod]() {
    return `rawUrl(${this.text})`;
  }
}

export const malformedUrlText = () =>
  fc
    .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%FF', '..', '.', '%2e%2e', '%252e')
    .map((text) => new RawUrlText(text));

// Each column type's edges, one past them, and what a JavaScript number can no longer hold exactly.
const edgeNumbers = [
  0,
  -0,
  1,
  -1,
  32_767,
  32_768,
  -32_769,
  65_536,
  2_147_483_647,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  9_999_999_999,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e21,
  Number.MAX_VALUE,
  0.5,
  1.5,
  -0.000001,
];

const numberSpellings = [
  '2147483648',
  '9999999999',
  '32768',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '-0',
  '+1',
  '00',
  '0001',
  '1.5',
  '1.0',
  '1e3',
  '1E400',
  '0x1F',
  '0b11',
  ' 1',
  '1 ',
  '1_000',
  '1,5',
  'NaN',
  'Infinity',
  '-Infinity',
  '١٢٣',
  '１２',
  '9'.repeat(400),
];

const rawNumbers = [
  '1e400',
  '-1e400',
  '-0',
  '1E2',
  '2147483648',
  '9007199254740993',
  '0.0000001',
  '-2147483649',
];

const controlCharacters = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];

const oddTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u0085',
  '\u2028\u2029',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  'ą'.normalize('NFD'),
  '👨‍👩‍👧‍👦',
  'Z̷̢͎a̵l̶g̸o̴',
  "' OR 1=1 --",
  "'; drop table users; --",
  '"; select pg_sleep(10); --',
  '\\',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}#{7*7}',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
];

const wrongTypes: unknown[] = [null, true, false, [], {}, [null], [[[]]], { '': null }];

/** A JSON object with keys that pollute a prototype when merged carelessly. */
const pollutingObjects = fc.constantFrom(
  JSON.parse('{"__proto__":{"admin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
);

export const edgeNumber = () => fc.constantFrom(...edgeNumbers);
export const numberSpelling = () => fc.constantFrom(...numberSpellings);
const rawNumber = () => fc.constantFrom(...rawNumbers).map((text) => new RawNumber(text));

/** Anything numeric that is not a plain small natural number. */
export const hostileNumber = () =>
  fc.oneof(edgeNumber(), numberSpelling(), rawNumber(), fc.double(), fc.integer());

/** `text` with one control character put somewhere inside it. */
export const withControlCharacter = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...controlCharacters), fc.nat()).map(([value, control, at]) => {
    const index = value.length === 0 ? 0 : at % (value.length + 1);
    return value.slice(0, index) + control + value.slice(index);
  });

/** Strings no field should take as they are. */
export const hostileText = () =>
  fc.oneof(
    fc.constantFrom(...oddTexts),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(300, 5_000, 100_000).map((length) => 'ą'.repeat(length)),
    fc.array(hostileNumber(), { maxLength: 4 }).map((numbers) => JSON.stringify(numbers)),
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  );

/** Any hostile JSON value: a number, a text, a wrong type, an object with polluting keys. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileNumber() },
    { weight: 3, arbitrary: hostileText() },
    { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
    { weight: 1, arbitrary: pollutingObjects },
    { weight: 1, arbitrary: fc.array(hostileNumber(), { minLength: 1, maxLength: 3 }) },
  );

/** Bodies that are not the JSON they claim to be, JSON nested too deep to walk, or not JSON at all. */
export const malformedBody = () =>
  fc.oneof(
    fc
      .constantFrom(
        '',
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        'NaN',
        '{"a":NaN}',
        '{"a":Infinity}',
        '[1,2',
        '\u0000',
        '{"a":"\u0000"}',
        '"\ud800"',
        '{"a":1}{"b":2}',
        '['.repeat(10_000),
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
        // Past the 1 MB body limit.
        `"${'x'.repeat(1_100_000)}"`,
      )
      .map((text) => ({ contentType: 'application/json', text })),
    fc
      .constantFrom(
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1&b=%00'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        ],
        ['application/json; charset=utf-16', '{"a":1}'],
        ['application/xml', '<a>1</a>'],
      )
      .map(([contentType, text]) => ({ contentType: contentType!, text: text! })),
  );
