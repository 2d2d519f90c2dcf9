import { Anchor, Container, Paper } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { coercedIdSchema } from '@oola/domain';
import { useSession } from '../../../lib/session';
import { usePageMeta } from '../../../ui/use-page-meta';
import { CoachingRoomView } from './coaching-room';
import { MEMBER_ROOM_PATH } from './member-room-address';
import { useChatLive } from '../chat/use-chat-live';

/**
 * /coachingRoom/{clientId}: the coaching room as the coach sees it (the signed-in coach and this client).
 * The coach portal's client list opens it. A member has one room, with their own coach: whatever the id,
 * they go to it, on the dashboard's My Oola Coach. A coach who is not this client's gets the server's refusal.
 */
export default function CoachingRoomPage() {
  usePageMeta('Coaching room', 'Notes and chat with your client.');
  const session = useSession();
  const clientId = coercedIdSchema.safeParse(useParams().clientId);
  const coachId = session?.userId ?? 0;
  const pair = { coachId, clientId: clientId.success ? clientId.data : 0 };
  useChatLive(pair, coachId, clientId.success && coachId > 0);
  if (session && !session.isActiveCoach) return <Navigate to={MEMBER_ROOM_PATH} replace />;
  if (!clientId.success) return <Navigate to="/DashboardCoach" replace />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Anchor component={Link} to="/DashboardCoach" fz="sm" fw={700} mb="sm" display="inline-block">
        ← My coaching portal
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
        <CoachingRoomView pair={pair} viewerId={coachId} panelHeight={{ base: 'calc(100dvh - 300px)', sm: 540 }} />
      </Paper>
    </Container>
  );
}
