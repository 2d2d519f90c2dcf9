import type { Finding, Violation } from './page-auditor';

type Node = Violation['nodes'][number];

/** The element's selector (through frames and shadow roots) and what axe found wrong with it. */
function describeNode(node: Node): string {
  const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >>> ');
  const reasons = (node.failureSummary ?? '')
    .split('\n')
    .filter((line) => line.startsWith(' '))
    .map((line) => line.trim());
  return reasons.length ? `${selector}: ${reasons.join('; ')}` : selector;
}

/**
 * The violations grouped by page and rule, each element once even when several analyses of a
 * page (on arrival and at the end of the test) found it.
 */
export function formatFindings(findings: Finding[]): string {
  const pages = new Map<string, Map<string, { violation: Violation; nodes: Map<string, string> }>>();
  for (const { url, violation } of findings) {
    const rules = pages.get(url) ?? new Map();
    pages.set(url, rules);
    const rule = rules.get(violation.id) ?? { violation, nodes: new Map<string, string>() };
    rules.set(violation.id, rule);
    for (const node of violation.nodes) rule.nodes.set(JSON.stringify(node.target), describeNode(node));
  }
  const sections = [...pages].map(([url, rules]) =>
    [
      url,
      ...[...rules.values()].flatMap(({ violation, nodes }) => [
        `  ${violation.id} (${violation.impact ?? 'no impact'}, ${nodes.size} element${nodes.size === 1 ? '' : 's'}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...[...nodes.values()].map((node) => `    - ${node}`),
      ]),
    ].join('\n'),
  );
  return `axe found WCAG 2.2 AA violations:\n\n${sections.join('\n\n')}`;
}
