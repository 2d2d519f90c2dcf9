import { describe, expect, it } from 'vitest';
import { dailyReminderEmail } from '../daily-reminder/emails/daily-reminder.js';
import { passwordResetEmail } from '../password-reset/emails/password-reset-email.js';
import { renderEmail } from './render-email.js';

const links = {
  publicUrl: 'https://portal.example',
  unsubscribeUrl: 'https://portal.example/api/Account/Unsubscribe?token=7.daily-reminder.abc',
};
const fullyRendered = { ...dailyReminderEmail, printedAsIs: undefined };

describe('a template rendered from its stencil', () => {
  it.each([
    { firstName: 'Robin', done: 0, day: 'Friday, November 27' },
    { firstName: `Zoë O'Brien & <Co> "Jr"`, done: 1, day: 'Saturday, November 28' },
    { firstName: 'oolaslot1x', done: 2, day: 'Sunday, November 29' },
  ])('is the same message as a full render ($firstName, $done done)', async (data) => {
    // Rendered twice: the second comes from the stencil the first one made.
    await renderEmail(dailyReminderEmail, { ...data, firstName: 'Someone else' }, links, 'Oola');
    const fromStencil = await renderEmail(dailyReminderEmail, data, links, 'Oola');
    expect(fromStencil).toEqual(await renderEmail(fullyRendered, data, links, 'Oola'));
    expect(fromStencil.text).toContain(`Hi ${data.firstName},`);
  });

  it('fills in each recipient its own unsubscribe link, or none', async () => {
    const data = { firstName: 'Robin', done: 0, day: 'Friday, November 27' };
    const other = {
      ...links,
      unsubscribeUrl: 'https://portal.example/api/Account/Unsubscribe?token=8.daily-reminder.xyz',
    };
    const rendered = await renderEmail(dailyReminderEmail, data, other, 'Oola');
    expect(rendered).toEqual(await renderEmail(fullyRendered, data, other, 'Oola'));
    expect(rendered.html).toContain('token=8.daily-reminder.xyz');
    const without = { ...links, unsubscribeUrl: null };
    expect(await renderEmail(dailyReminderEmail, data, without, 'Oola')).toEqual(
      await renderEmail(fullyRendered, data, without, 'Oola'),
    );
  });

  it('lets a long raw link break inside the content instead of widening a 375 px screen', async () => {
    const token = 'x'.repeat(120);
    const { html } = await renderEmail(
      passwordResetEmail,
      { firstName: 'Robin', token, expiresAt: '8:00 PM' },
      links,
      'Oola',
    );
    const link = html.indexOf(`>https://portal.example/resetPassword?token=${token}</a>`);
    expect(link).toBeGreaterThan(0);
    // The content's section (around every raw link) lets a long word break anywhere.
    const section = html.lastIndexOf('<table', link);
    const sectionTag = html.slice(section, html.indexOf('>', section));
    expect(sectionTag).toMatch(/overflow-wrap:anywhere/);
    expect(sectionTag).toMatch(/word-break:break-word/);
  });
});
