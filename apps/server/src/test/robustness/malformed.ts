/** Malformed values, each with a short label for the failure report. */
export interface Malformed {
  label: string;
  /** For a JSON body: the raw JSON text of the value (so 1e400 and 2^53 arrive as sent). */
  json: string;
}

export interface MalformedText {
  label: string;
  /** For a path segment, a query value or a header: the decoded text. */
  text: string;
}

const MEGABYTE = 1_000_000;
const DEPTH = 5_000;

/** Varied characters, so that the database cannot compress them into an index entry. */
function incompressible(length: number, alphabet: string): string {
  let seed = 7;
  return Array.from({ length }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return alphabet[seed % alphabet.length];
  }).join('');
}

const longDigits = incompressible(5_000, '0123456789');
const longEmail = `${incompressible(5_000, 'abcdefghijklmnopqrstuvwxyz')}@example.test`;
const controlCharacters = '\u0001\u0002\u0007\u0008\u000b\u000c\u001b\u001f\u007f\u0085\u009f';

const strings: [string, string][] = [
  ['empty string', ''],
  ['text', 'abc'],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['control characters', `a${controlCharacters}b`],
  ['line breaks and tab', 'line\nbreak\r\ttab'],
  ['unicode', '名前 👋 é'],
  ['1 MB string', incompressible(MEGABYTE, 'abcdefghijklmnopqrstuvwxyz0123456789')],
  ['5,000 digits', longDigits],
  ['5,000-character email', longEmail],
  ['2^31 as text', '2147483648'],
  ['-1 as text', '-1'],
  ['1e400 as text', '1e400'],
  ['quote and SQL', "' OR 1=1 --"],
  ['February 30', '2099-02-30'],
  ['month 13', '2099-13-01'],
  ['year 0', '0000-01-01'],
  ['year 99999', '99999-01-01'],
];

/** Every value that does not belong in a JSON field of any type. */
export const malformedJsonValues: Malformed[] = [
  { label: 'null', json: 'null' },
  { label: 'true', json: 'true' },
  { label: '0', json: '0' },
  { label: '-1', json: '-1' },
  { label: '2^31', json: '2147483648' },
  { label: '2^53', json: '9007199254740993' },
  { label: '1e400', json: '1e400' },
  { label: '-1e400', json: '-1e400' },
  { label: '1.5', json: '1.5' },
  { label: 'empty array', json: '[]' },
  { label: 'empty object', json: '{}' },
  { label: 'object without a primitive value', json: '{"toString":1,"valueOf":1}' },
  { label: `arrays nested ${DEPTH} deep`, json: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
  { label: `objects nested ${DEPTH} deep`, json: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
  { label: 'lone surrogate', json: '"\\ud800"' },
  ...strings.map(([label, text]) => ({ label, json: JSON.stringify(text) })),
];

/** An array far longer than any list a client sends, of copies of a valid item, under the 1 MiB body limit. */
export function oversizedArray(item: unknown): Malformed {
  const itemJson = JSON.stringify(item) ?? 'null';
  const count = Math.min(100_000, Math.floor((0.9 * MEGABYTE) / (itemJson.length + 1)));
  return { label: `array of ${count} items`, json: `[${Array.from({ length: count }, () => itemJson).join(',')}]` };
}

/** Text for any path segment, query value or header. */
export const malformedTexts: MalformedText[] = [
  ...strings.map(([label, text]) => ({ label, text })),
  { label: 'blank', text: ' ' },
  { label: 'path traversal', text: '../../etc/passwd' },
  { label: 'percent sign', text: '%' },
  { label: 'null as text', text: 'null' },
  { label: 'JSON as text', text: '{"a":[1]}' },
];

/** Text that is almost a number: for path segments and query values typed as numbers. */
export const malformedNumberTexts: MalformedText[] = [
  ['0', '0'],
  ['-0', '-0'],
  ['2^53', '9007199254740993'],
  ['-1e400', '-1e400'],
  ['1.5', '1.5'],
  ['hexadecimal', '0x10'],
  ['padded', ' 7 '],
  ['Infinity', 'Infinity'],
  ['NaN', 'NaN'],
].map(([label, text]) => ({ label: label!, text: text! }));

/** Whether a header can carry the text over HTTP (Node refuses control characters and non-Latin-1). */
export const sendableInHeader = (text: string) => /^[\u0020-\u007e]*$/.test(text);

export interface MalformedBody {
  label: string;
  /** undefined: no content-type header at all. */
  contentType: string | undefined;
  payload: string | Buffer;
}

const JSON_TYPE = 'application/json';
const DEEP = 100_000;

/** Bodies that are not valid JSON, not an object, too large, or of another content type than JSON. */
export function malformedBodies(validJson: string): MalformedBody[] {
  const bodies: [string, string | undefined, string | Buffer][] = [
    ['empty JSON body', JSON_TYPE, ''],
    ['truncated JSON', JSON_TYPE, validJson.slice(0, Math.max(1, validJson.length - 1))],
    ['JSON null', JSON_TYPE, 'null'],
    ['JSON array', JSON_TYPE, '[]'],
    ['JSON string', JSON_TYPE, '"text"'],
    ['JSON number 1e400', JSON_TYPE, '1e400'],
    [`arrays nested ${DEEP} deep`, JSON_TYPE, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
    [`objects nested ${DEEP} deep`, JSON_TYPE, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
    ['__proto__ key', JSON_TYPE, '{"__proto__":{"isStaff":true}}'],
    ['constructor.prototype key', JSON_TYPE, '{"constructor":{"prototype":{"isStaff":true}}}'],
    ['invalid UTF-8', JSON_TYPE, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['byte order mark', JSON_TYPE, `\ufeff${validJson}`],
    ['over the body limit', JSON_TYPE, JSON.stringify({ filler: 'x'.repeat(2 * MEGABYTE) })],
    ['UTF-16 charset', `${JSON_TYPE}; charset=utf-16`, validJson],
    ['text/plain', 'text/plain', validJson],
    ['form', 'application/x-www-form-urlencoded', 'userId=1&text=abc'],
    ['XML', 'application/xml', '<a>1</a>'],
    ['broken multipart', 'multipart/form-data; boundary=robust', '--robust\r\nbroken'],
    ['no content type', undefined, validJson],
  ];
  return bodies.map(([label, contentType, payload]) => ({ label, contentType, payload }));
}
