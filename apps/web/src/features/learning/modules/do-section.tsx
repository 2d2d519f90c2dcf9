import { Button, Group, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ModuleSection } from '@oola/domain';
import { useAddModuleActionSteps } from '../api';
import { showCallError } from '../../../lib/show-error';
import { Article } from './article';
import { DoLinks } from './do-links';

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} aria-hidden>
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Do: the exercise, its workbook, its links and the button that adds its action steps to the tracker. */
export function DoSection({ section, moduleId }: { section: ModuleSection; moduleId: number }) {
  const navigate = useNavigate();
  const addSteps = useAddModuleActionSteps();
  const add = () =>
    addSteps.mutate(moduleId, {
      onSuccess: () => navigate('/Dashboard?showActionsSteps=1'),
      onError: showCallError,
    });
  return (
    <Stack gap="md">
      <Title order={3} fz="lg" c="brand.8">
        {section.title}
      </Title>
      {section.contentText && <Article html={section.contentText} accent="var(--mantine-color-area1-6)" />}
      <Group gap="sm">
        {section.pdfUrl && (
          <Button component="a" href={section.pdfUrl} download leftSection={<DownloadIcon />}>
            DOWNLOAD WORKBOOK (PDF)
          </Button>
        )}
        {section.hasActionSteps && section.textButtonActionSteps && (
          <Button
            variant="light"
            color="area1"
            // A long label wraps on a phone rather than being cut off.
            h="auto"
            mih={36}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
            disabled={!section.isActionStepsButtonEnabled}
            loading={addSteps.isPending}
            onClick={add}
          >
            {section.textButtonActionSteps}
          </Button>
        )}
      </Group>
      <DoLinks section={section} />
    </Stack>
  );
}
