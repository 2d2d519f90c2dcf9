import { bodyFieldVariants } from './body-fields.js';
import {
  malformedBodies,
  malformedNumberTexts,
  malformedTexts,
  sendableInHeader,
  type MalformedText,
} from './malformed.js';
import type { Operation, Parameter } from './operations.js';
import { enumValues, sampleValue, type SampleContext } from './samples.js';

export interface RobustnessCase {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** False when a path segment is empty or longer than the router takes: the path may reach no operation. */
  routable: boolean;
}

interface Sample {
  label: string;
  params: Record<string, string>;
  body: unknown;
}

interface Changes {
  params?: Record<string, string | string[] | undefined>;
  payload?: string | Buffer;
  /** undefined: no content-type header; absent: JSON when there is a body. */
  contentType?: string | undefined;
  routable?: boolean;
}

const JSON_TYPE = 'application/json';
/** find-my-way's default maxParamLength. */
const MAX_PARAM_LENGTH = 100;
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every request for one operation, built lazily (some carry a megabyte):
 * the valid request, then each path, query and header parameter and each
 * JSON body field in turn malformed while the rest stays valid, then whole
 * bodies that are malformed or of the wrong content type.
 */
export function* casesFor(operation: Operation, context: SampleContext): Generator<RobustnessCase> {
  const samples = samplesOf(operation, context);
  for (const sample of samples) {
    yield toCase(operation, sample, `${sample.label}valid request`);
    yield* parameterCases(operation, sample);
    if (!operation.body) continue;
    for (const { label, payload } of bodyFieldVariants(operation.body, sample.body, context)) {
      yield toCase(operation, sample, `${sample.label}${label}`, { payload });
    }
  }
  if (!BODY_METHODS.includes(operation.method)) return;
  const [base] = samples as [Sample];
  for (const { label, contentType, payload } of malformedBodies(JSON.stringify(base.body ?? {}))) {
    yield toCase(operation, base, `body: ${label}`, { payload, contentType });
  }
}

/** A valid request, and one more per extra value of each enum field of the body (e.g. every login type). */
function samplesOf(operation: Operation, context: SampleContext): Sample[] {
  const params = Object.fromEntries(
    operation.parameters.map((parameter) => [
      parameter.name,
      String(sampleValue(parameter.schema, parameter.name, context)),
    ]),
  );
  const body = operation.body ? sampleValue(operation.body, '', context) : undefined;
  const samples: Sample[] = [{ label: '', params, body }];
  for (const [key, property] of Object.entries(operation.body?.properties ?? {})) {
    for (const value of enumValues(property).slice(1)) {
      const variant = { ...(body as Record<string, unknown>), [key]: value };
      samples.push({ label: `${key}=${JSON.stringify(value)}: `, params, body: variant });
    }
  }
  return samples;
}

function* parameterCases(operation: Operation, sample: Sample): Generator<RobustnessCase> {
  for (const parameter of operation.parameters) {
    const at = `${sample.label}${parameter.in}.${parameter.name}`;
    for (const { label, text } of textsFor(parameter)) {
      const routable = parameter.in !== 'path' || (text !== '' && encodeURIComponent(text).length <= MAX_PARAM_LENGTH);
      yield toCase(operation, sample, `${at} = ${label}`, { params: { [parameter.name]: text }, routable });
    }
    if (parameter.in === 'query') {
      const repeated = [sample.params[parameter.name] ?? '', 'abc'];
      yield toCase(operation, sample, `${at} repeated`, { params: { [parameter.name]: repeated } });
    }
    if (parameter.in !== 'path' && parameter.required) {
      yield toCase(operation, sample, `${at} missing`, { params: { [parameter.name]: undefined } });
    }
  }
}

/** Path parameters that are not numbers (aliases, tokens) get the text cases only. */
function textsFor(parameter: Parameter): MalformedText[] {
  const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
  const texts = numeric ? [...malformedNumberTexts, ...malformedTexts] : malformedTexts;
  return parameter.in === 'header' ? texts.filter(({ text }) => sendableInHeader(text)) : texts;
}

function toCase(operation: Operation, sample: Sample, label: string, changes: Changes = {}): RobustnessCase {
  const values = { ...sample.params, ...changes.params };
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') for (const item of [value].flat()) query.append(parameter.name, item);
    if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  const payload = changes.payload ?? (operation.body ? JSON.stringify(sample.body) : undefined);
  const contentType = 'contentType' in changes ? changes.contentType : payload === undefined ? undefined : JSON_TYPE;
  if (contentType) headers['content-type'] = contentType;
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { label, url: `${path}${search}`, headers, payload, routable: changes.routable ?? true };
}
