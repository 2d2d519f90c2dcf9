/**
 * The attributes HTML (the WHATWG standard's index of attributes) allows on each element, besides the
 * global ones, `aria-*`, `data-*` and event handlers: what the Nu checker reports as "Attribute X not
 * allowed on element Y". Elements not listed take the global attributes only.
 */
export const GLOBAL_ATTRIBUTES = new Set(
  (
    'accesskey autocapitalize autocorrect autofocus class contenteditable dir draggable enterkeyhint hidden id inert ' +
    'inputmode is itemid itemprop itemref itemscope itemtype lang nonce popover role slot spellcheck style tabindex ' +
    'title translate writingsuggestions'
  ).split(' '),
);

const MEDIA = 'src crossorigin preload autoplay loop muted controls';
const CELL = 'colspan rowspan headers';
const SUBMIT = 'form formaction formenctype formmethod formnovalidate formtarget popovertarget popovertargetaction';

const TABLE: Record<string, string> = {
  a: 'href target download ping rel hreflang type referrerpolicy',
  area: 'alt coords shape href target download ping rel referrerpolicy',
  audio: MEDIA,
  base: 'href target',
  blockquote: 'cite',
  button: `disabled name type value command commandfor ${SUBMIT}`,
  canvas: 'width height',
  col: 'span',
  colgroup: 'span',
  data: 'value',
  del: 'cite datetime',
  details: 'open name',
  dialog: 'open closedby',
  embed: 'src type width height',
  fieldset: 'disabled form name',
  form: 'accept-charset action autocomplete enctype method name novalidate target rel',
  html: 'manifest xmlns',
  iframe: 'src srcdoc name sandbox allow allowfullscreen width height referrerpolicy loading',
  img: 'alt src srcset sizes crossorigin usemap ismap width height referrerpolicy decoding loading fetchpriority',
  input:
    'accept alpha alt autocomplete checked colorspace dirname disabled height list max maxlength min minlength ' +
    `multiple name pattern placeholder readonly required size src step type value width ${SUBMIT}`,
  ins: 'cite datetime',
  label: 'for',
  li: 'value',
  link:
    'href crossorigin rel as media hreflang type sizes imagesrcset imagesizes referrerpolicy integrity blocking ' +
    'color disabled fetchpriority',
  map: 'name',
  meta: 'name http-equiv content charset media',
  meter: 'value min max low high optimum',
  object: 'data type name form width height',
  ol: 'reversed start type',
  optgroup: 'disabled label',
  option: 'disabled label selected value',
  output: 'for form name',
  progress: 'value max',
  q: 'cite',
  script: 'src type nomodule async defer crossorigin integrity referrerpolicy blocking fetchpriority',
  select: 'autocomplete disabled form multiple name required size',
  slot: 'name',
  source: 'type media src srcset sizes width height',
  style: 'media blocking',
  td: CELL,
  template: 'shadowrootmode shadowrootdelegatesfocus shadowrootclonable shadowrootserializable',
  textarea: 'autocomplete cols dirname disabled form maxlength minlength name placeholder readonly required rows wrap',
  th: `${CELL} scope abbr`,
  time: 'datetime',
  track: 'default kind label src srclang',
  video: `${MEDIA} poster playsinline width height`,
};

const ALLOWED = new Map(Object.entries(TABLE).map(([element, names]) => [element, new Set(names.split(' '))]));

/** Whether HTML allows the attribute on the element (lower-case names). */
export function allowsAttribute(element: string, attribute: string): boolean {
  return (
    GLOBAL_ATTRIBUTES.has(attribute) ||
    /^(aria|data)-/.test(attribute) ||
    /^on[a-z]+$/.test(attribute) ||
    (ALLOWED.get(element)?.has(attribute) ?? false)
  );
}
