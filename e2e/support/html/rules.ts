import { Rule, type DOMReadyEvent, type HtmlElement, type RuleDocumentation } from 'html-validate';
import { allowsAttribute } from './element-attributes';

/** Inside these, attributes are SVG's or MathML's, which the table of HTML attributes does not cover. */
const FOREIGN = 'svg, math';

/**
 * An attribute HTML does not have on that element, as a component's prop leaking to the DOM (`radius`,
 * `color` on a <div>); custom elements (with a hyphen) are left alone.
 */
export class KnownAttributes extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'HTML allows only its own attributes on each element.' };
  }

  setup(): void {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll('*')) {
        const name = element.tagName.toLowerCase();
        if (name.includes('-') || element.closest(FOREIGN)) continue;
        for (const attribute of element.attributes) {
          const key = attribute.key.toLowerCase();
          if (!allowsAttribute(name, key)) {
            this.report(element, `Attribute "${key}" not allowed on element <${name}>`, attribute.keyLocation);
          }
        }
      }
    });
  }
}

/** Attributes whose value names ids of the same document (a space-separated list for the ARIA ones). */
const REFERENCES = [
  'for',
  'list',
  'form',
  'headers',
  'popovertarget',
  'commandfor',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-labelledby',
  'aria-owns',
];

/** What a label's `for` may name (the standard's labelable elements). */
const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

/** An id reference to nothing, as a prerendered label pointing at an id that exists only once the app runs. */
export class IdReferences extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'An attribute that names an id must name an element of the same document.' };
  }

  setup(): void {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      const byId = new Map<string, HtmlElement>();
      for (const element of document.querySelectorAll('[id]'))
        byId.set(String(element.getAttributeValue('id')), element);
      for (const key of REFERENCES) {
        for (const element of document.querySelectorAll(`[${key}]`)) {
          const attribute = element.getAttribute(key)!;
          for (const id of String(attribute.value ?? '')
            .split(/\s+/)
            .filter(Boolean)) {
            const target = byId.get(id);
            if (!target)
              this.report(element, `"${key}" names the id "${id}", which no element has`, attribute.valueLocation);
            else if (key === 'for' && element.tagName === 'label' && !LABELABLE.has(target.tagName)) {
              this.report(
                element,
                `A label's "for" names <${target.tagName}>, which is not a form control`,
                attribute.valueLocation,
              );
            }
          }
        }
      }
    });
  }
}
