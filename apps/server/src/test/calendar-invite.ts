import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';

/** A calendar invite as a calendar application reads it (ical.js, RFC 5545). */
export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
}

export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar has no event');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    location: event.location,
    description: event.description,
  };
}

/** The message's attached invite: its Content-Type (with the method parameter) and the parsed event. */
export function attachedInvite(mail: ParsedMail): { contentType: string; filename: string; invite: ParsedInvite } {
  const attachment = mail.attachments.find((one) => one.contentType === 'text/calendar');
  if (!attachment) throw new Error(`"${mail.subject}" has no calendar attachment`);
  const header = attachment.headers.get('content-type') as { value: string; params: Record<string, string> };
  const params = Object.entries(header.params).map(([name, value]) => `; ${name}=${value}`);
  return {
    contentType: `${header.value}${params.join('')}`,
    filename: attachment.filename ?? '',
    invite: parseInvite(attachment.content.toString('utf8')),
  };
}
