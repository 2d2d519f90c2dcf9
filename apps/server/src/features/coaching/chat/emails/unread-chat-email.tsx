import { Section, Text } from '@react-email/components';
import { EMAIL_BRAND } from '../../../email/index.js';
import { EmailButton, EmailHeading, EmailText } from '../../../email/index.js';
import type { EmailTemplate } from '../../../email/index.js';

export interface UnreadChatEmailData {
  readerFirstName: string;
  senderName: string;
  /** The oldest listed first; date and time in the reader's time zone. */
  messages: { date: string; time: string; text: string }[];
  /** Unread messages beyond those listed. */
  moreCount: number;
  /** The reader's zone as people name it, at the newest message: 'Tokyo (Japan Standard Time, UTC+9)'. */
  timeZoneName: string;
  /** The room's page for the reader: the coach's room of this client, or the member's dashboard with their room open. */
  roomPath: string;
}

const messagesWord = (count: number) => (count === 1 ? 'message' : 'messages');
const newMessages = (count: number) => `${count} new ${messagesWord(count)}`;

/** Coaching-room messages unread 15 minutes after the oldest was sent, all in one e-mail (decisions 059, 088). */
export const unreadChatEmail: EmailTemplate<UnreadChatEmailData> = {
  name: 'chat-unread',
  category: 'chat-unread',
  subject: (data) => `${data.senderName} sent you ${newMessages(data.messages.length + data.moreCount)}`,
  reason: (data) =>
    `You are getting this because a message from ${data.senderName} in your coaching room was unread for 15 minutes.`,
  Body: ({ data, links }) => (
    <>
      <EmailHeading>{`${newMessages(data.messages.length + data.moreCount)} from ${data.senderName}`}</EmailHeading>
      <EmailText>{`Hi ${data.readerFirstName},`}</EmailText>
      <EmailText>{`${data.senderName} wrote to you in your coaching room (times in ${data.timeZoneName}):`}</EmailText>
      {data.messages.map((message, index) => (
        <Section
          key={index}
          style={{ borderLeft: `3px solid ${EMAIL_BRAND.primary}`, paddingLeft: '12px', margin: '0 0 12px' }}
        >
          <Text style={{ margin: 0, color: EMAIL_BRAND.muted, fontSize: '13px' }}>
            {`${message.date}, ${message.time}`}
          </Text>
          <Text style={{ margin: '4px 0 0', color: EMAIL_BRAND.text, fontSize: '15px', whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Text>
        </Section>
      ))}
      {data.moreCount > 0 && <EmailText>{`…and ${data.moreCount} more ${messagesWord(data.moreCount)}.`}</EmailText>}
      <EmailButton href={`${links.publicUrl}${data.roomPath}`}>Open the coaching room</EmailButton>
    </>
  ),
};
