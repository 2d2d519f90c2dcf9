import { useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Modal, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { COACH_PROFILE_MESSAGES, type CoachAssessment, type CoachOwnProfile } from '@oola/domain';
import { useCoachAssessment, useEditCoachProfile, useSaveCoachAssessment } from './api';
import {
  allAnswered,
  answerDetails,
  AssessmentQuestions,
  savedAnswers,
  type AssessmentAnswers,
} from './assessment-questions';
import { useEditProfileForm } from './edit-profile-form';
import { MyBioFields } from './my-bio-fields';
import { MyProfileFields } from './my-profile-fields';
import classes from './coach-profile.module.css';

const CHECK_FIELDS = 'Please check the highlighted fields.';

/** The optional COACHING ASSESSMENT of the modal: off until the coach wants to retake it. */
function AssessmentToggle({
  on,
  onToggle,
  assessment,
  answers,
  onChange,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  assessment: CoachAssessment | undefined;
  answers: AssessmentAnswers;
  onChange: (answers: AssessmentAnswers) => void;
}) {
  return (
    <Stack gap="md">
      <Switch
        checked={on}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label="COACHING ASSESSMENT"
        description="Retake it to update the specialities shown on your listing"
        fw={700}
      />
      {on && !assessment && <Loader size="sm" />}
      {on && assessment && <AssessmentQuestions assessment={assessment} answers={answers} onChange={onChange} />}
    </Stack>
  );
}

function EditProfileForm({ profile, onClose }: { profile: CoachOwnProfile; onClose: () => void }) {
  const form = useEditProfileForm(profile);
  const edit = useEditCoachProfile();
  const saveAssessment = useSaveCoachAssessment();
  const [withAssessment, setWithAssessment] = useState(false);
  const assessment = useCoachAssessment(withAssessment);
  const [answers, setAnswers] = useState<AssessmentAnswers | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = answers ?? (assessment.data ? savedAnswers(assessment.data) : {});

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      if (withAssessment && (!assessment.data || !allAnswered(assessment.data, chosen))) {
        setError(COACH_PROFILE_MESSAGES.answerAll);
        return;
      }
      try {
        const saved = await edit.mutateAsync(values);
        if (withAssessment) await saveAssessment.mutateAsync(answerDetails(chosen));
        notifications.show({ color: 'green', message: saved.message });
        onClose();
      } catch (failure) {
        setError((failure as Error).message);
      }
    },
    () => setError(CHECK_FIELDS),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl" px="lg" pb="md">
        <MyProfileFields form={form} />
        <Divider />
        <MyBioFields form={form} profile={profile} />
        <Divider />
        <AssessmentToggle
          on={withAssessment}
          onToggle={setWithAssessment}
          assessment={assessment.data}
          answers={chosen}
          onChange={setAnswers}
        />
      </Stack>
      <div className={classes.modalFooter}>
        {error && (
          <Alert color="red" variant="light" mb="sm" py="xs" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending || saveAssessment.isPending}>
            Save
          </Button>
        </Group>
      </div>
    </form>
  );
}

/** The Edit Profile modal (extra-large, scrollable): MY PROFILE, MY BIO, COACHING ASSESSMENT, Cancel and Save. */
export function EditProfileModal({
  opened,
  onClose,
  profile,
}: {
  opened: boolean;
  onClose: () => void;
  profile: CoachOwnProfile;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={narrow}
      radius="lg"
      title={
        <Text fw={800} fz="xl">
          Edit profile
        </Text>
      }
      scrollAreaComponent={ScrollArea.Autosize}
      closeOnClickOutside={false}
      className={classes.editModal}
      padding={0}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-lg)' } }}
    >
      {opened && <EditProfileForm profile={profile} onClose={onClose} />}
    </Modal>
  );
}
