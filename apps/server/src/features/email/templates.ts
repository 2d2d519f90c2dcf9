import type { EmailTemplate } from './template.js';

/**
 * The templates the app can send, registered by buildApp from all-email-templates.ts (a template lives
 * with its feature, which itself imports this one to send it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own data type
export const emailTemplates: EmailTemplate<any>[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own data type
export function registerEmailTemplates(templates: EmailTemplate<any>[]): void {
  for (const template of templates) {
    if (!emailTemplates.some((known) => known.name === template.name)) emailTemplates.push(template);
  }
}

export function templateNamed(name: string): EmailTemplate<unknown> {
  const template = emailTemplates.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No e-mail template is named ${name} (src/all-email-templates.ts).`);
  return template;
}
