import fs from 'node:fs';
import path from 'node:path';

export interface Decision {
  number: string;
  file: string;
  title: string;
  /** 'Accepted', or 'Superseded by 061' etc.: the decision's own `Status:` line. */
  status: string;
}

const STATUS_LINE = /^Status: (Accepted|Superseded by (\d{3})(?:,? .*)?)\.?$/m;

/** Reads one decision's number, title (its heading) and status (its `Status:` line, required). */
export function readDecision(directory: string, file: string): Decision {
  const text = fs.readFileSync(path.join(directory, file), 'utf8');
  const heading = /^# (\d{3}) — (.+)$/m.exec(text);
  if (!heading) throw new Error(`${file} must start with '# NNN — Title'.`);
  const status = STATUS_LINE.exec(text);
  if (!status) throw new Error(`${file} needs a line 'Status: Accepted' or 'Status: Superseded by NNN'.`);
  return { number: heading[1]!, file, title: heading[2]!.trim(), status: status[1]! };
}

export function readDecisions(directory: string): Decision[] {
  return fs
    .readdirSync(directory)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => readDecision(directory, file));
}

/** docs/decisions/README.md: every decision, its title and status, newest last. */
export function decisionsIndex(directory: string): string {
  const rows = readDecisions(directory).map((decision) => {
    const superseder = /^Superseded by (\d{3})/.exec(decision.status)?.[1];
    const target = superseder ? readDecisions(directory).find((other) => other.number === superseder) : undefined;
    const status = target ? decision.status.replace(superseder!, `[${superseder}](${target.file})`) : decision.status;
    return `| [${decision.number}](${decision.file}) | ${decision.title} | ${status} |`;
  });
  return [
    '# Decisions',
    '',
    'Why the portal is built the way it is: one short note per decision a newcomer would ask about. This',
    "index is written by `npm run docs` from each note's heading and `Status:` line (a test fails when it is",
    'out of date); a new note takes the next number and a `Status: Accepted` line under its heading.',
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
