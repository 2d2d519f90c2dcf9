import { useEffect, useState } from 'react';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';
import { ClientList, ManageScheduleButton, MyStats, useMyClients } from '../coaching';
import {
  CoachProfileCard,
  CoachProfileModal,
  CoachWelcomeModal,
  CoverBanner,
  EditProfileModal,
  useMyCoachProfile,
} from '../coaches';
import { MyAchievementsSlot } from '../achievements';

/**
 * /DashboardCoach: the coach portal. A profile or client-list load failure sends the coach to the
 * dashboard (spec); an empty list is not a failure.
 */
export default function DashboardCoachPage() {
  const { data: profile, isError } = useMyCoachProfile();
  const clients = useMyClients();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [listingOpen, setListingOpen] = useState(false);
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const welcomeShown = useModalTurn(
    'coach-welcome',
    profile ? profile.displayCoachingModal && !welcomeClosed : undefined,
  );

  useEffect(() => {
    if (isError || clients.isError) void navigate('/dashboard', { replace: true });
  }, [isError, clients.isError, navigate]);

  if (!profile) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap={0}>
        <CoverBanner coverUrl={profile.coverUrl} name={name} />
        <CoachProfileCard
          profile={profile}
          onSeeListing={() => setListingOpen(true)}
          onEditProfile={() => setEditing(true)}
          achievementsButton={<MyAchievementsSlot />}
        />
      </Stack>
      <Stack gap="lg" mt="lg">
        <ClientList
          clients={clients.data}
          listed={profile.listed}
          action={<ManageScheduleButton schedulingUrl={profile.calendlyUrl} />}
          onSeeListing={() => setListingOpen(true)}
          onEditProfile={() => setEditing(true)}
        />
        <MyStats />
      </Stack>
      <EditProfileModal opened={editing} onClose={() => setEditing(false)} profile={profile} />
      <CoachProfileModal coachId={listingOpen ? profile.userId : null} onClose={() => setListingOpen(false)} />
      <CoachWelcomeModal opened={welcomeShown} firstName={profile.firstName} onClose={() => setWelcomeClosed(true)} />
    </Container>
  );
}
