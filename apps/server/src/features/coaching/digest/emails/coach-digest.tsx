import type { ReactNode } from 'react';
import { EmailButton, EmailHeading, EmailText } from '../../../email/index.js';
import type { EmailTemplate } from '../../../email/index.js';
import { MISSED_DAYS_TO_LIST, type CoachDigestData } from '../digest-content.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function DigestSection({ title, empty, lines }: { title: string; empty: string; lines: ReactNode[] }) {
  return (
    <>
      <EmailText>
        <strong>{title}</strong>
      </EmailText>
      {lines.length === 0 ? (
        <EmailText>{empty}</EmailText>
      ) : (
        lines.map((line, index) => <EmailText key={index}>• {line}</EmailText>)
      )}
    </>
  );
}

/** The coach's Monday digest: who needs a nudge, whose streak broke, and the week's sessions. */
export const coachDigestEmail: EmailTemplate<CoachDigestData> = {
  name: 'coach-digest',
  category: 'coach-digest',
  subject: ({ week, missed }) =>
    `Your week ahead (${week})` +
    (missed.length > 0 ? `: ${plural(missed.length, 'client needs', 'clients need')} a nudge` : ''),
  reason: () => 'You are getting this weekly digest because you coach clients on the portal.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>Your week ahead</EmailHeading>
      <EmailText>Hi {data.firstName},</EmailText>
      <EmailText>
        Here is how your {plural(data.activeClients, 'client is', 'clients are')} doing as the week of {data.week}{' '}
        begins.
      </EmailText>
      <DigestSection
        title={`Missed ${MISSED_DAYS_TO_LIST} days or more`}
        empty="Everyone tracked their actions in the last few days."
        lines={data.missed.map(
          (client) => `${client.name}: ${plural(client.days, 'day', 'days')} without their 3 actions`,
        )}
      />
      <DigestSection
        title="Streaks broken this past week"
        empty="No streak broke this past week."
        lines={data.broken.map((client) => `${client.name} ended a ${client.streak}-day streak`)}
      />
      <DigestSection
        title="Sessions this week"
        empty="No sessions booked in the next 7 days."
        lines={data.sessions.map((session) => `${session.when}: ${session.name}`)}
      />
      <EmailButton href={`${links.publicUrl}/DashboardCoach`}>Open my coaching portal</EmailButton>
    </>
  ),
};
