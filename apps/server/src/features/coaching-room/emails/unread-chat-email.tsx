import { Button, Section, Text } from '@react-email/components';
import type { EmailTemplate } from '../../email/template.js';

export interface UnreadChatEmailData {
  readerFirstName: string;
  senderName: string;
  /** The oldest listed first; date and time in the reader's time zone. */
  messages: { date: string; time: string; text: string }[];
  /** Unread messages beyond those listed. */
  moreCount: number;
  timeZone: string;
  /** The room's page for the reader: the coach's room of this client, or the member's dashboard. */
  roomPath: string;
}

const messagesWord = (count: number) => (count === 1 ? 'a message' : `${count} messages`);

export const unreadChatEmail: EmailTemplate<UnreadChatEmailData> = {
  name: 'chat-unread',
  category: 'chat-unread',
  subject: (data) => `${data.senderName} sent you ${messagesWord(data.messages.length + data.moreCount)}`,
  reason: (data) =>
    `You are receiving this because messages from ${data.senderName} in your coaching room were unread for 15 minutes.`,
  Body: ({ data, links }) => (
    <>
      <Text>Hi {data.readerFirstName},</Text>
      <Text>
        {data.senderName} wrote to you in your coaching room (times in {data.timeZone}):
      </Text>
      {data.messages.map((message, index) => (
        <Section key={index} style={{ borderLeft: '3px solid #e0e0e0', paddingLeft: 12, margin: '8px 0' }}>
          <Text style={{ margin: 0, color: '#6b6b6b', fontSize: 13 }}>
            {message.date}, {message.time}
          </Text>
          <Text style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{message.text}</Text>
        </Section>
      ))}
      {data.moreCount > 0 && <Text>…and {messagesWord(data.moreCount)} more.</Text>}
      <Button href={`${links.publicUrl}${data.roomPath}`}>Open the coaching room</Button>
    </>
  ),
};
