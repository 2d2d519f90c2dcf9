import { definePlugin, HtmlValidate } from 'html-validate';
import { IdReferences, KnownAttributes } from './rules';

const plugin = definePlugin({
  name: 'oola',
  rules: { 'oola/known-attributes': KnownAttributes, 'oola/id-references': IdReferences },
});

/**
 * Close to the Nu HTML checker's content-model rules (decision 092): html-validate's `standard` preset
 * (what may contain what, `<style>` only in the head, ARIA attributes on the right elements) and two
 * rules of ours for what it leaves to the Nu checker: attributes HTML does not have, and id references
 * to nothing.
 */
const validator = new HtmlValidate({
  plugins: [plugin],
  extends: ['html-validate:standard'],
  rules: { 'oola/known-attributes': 'error', 'oola/id-references': 'error' },
});

/** The errors of an HTML document, one line each: line:column, rule, message and the element's start. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  const lines = html.split('\n');
  return report.results.flatMap((result) =>
    result.messages.map((message) => {
      const where = (lines[message.line - 1] ?? '').slice(Math.max(0, message.column - 1), message.column + 119);
      return `${message.line}:${message.column} ${message.ruleId}: ${message.message}\n    ${where}`;
    }),
  );
}
