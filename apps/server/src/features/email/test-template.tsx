import { EmailText } from './components.js';
import type { EmailTemplate } from './template.js';
import { emailTemplates } from './templates.js';

/**
 * A non-transactional template for the foundation's own tests (the real ones of those categories
 * live with their features), registered only while the test runs.
 */
export async function withDigestTemplate(
  test: (template: EmailTemplate<{ clients: number }>) => Promise<void>,
): Promise<void> {
  const template: EmailTemplate<{ clients: number }> = {
    name: 'foundation-test-digest',
    category: 'coach-digest',
    subject: () => 'Your week',
    reason: () => 'You are getting this because you coach on the portal.',
    Body: ({ data }) => <EmailText>{data.clients} clients need you.</EmailText>,
  };
  emailTemplates.push(template);
  try {
    await test(template);
  } finally {
    emailTemplates.splice(emailTemplates.indexOf(template), 1);
  }
}
