import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Box,
  Collapse,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { textOn } from '../../../lib/contrast';
import { useOnceTrue } from '../../../ui/use-once-true';
import regimen from '../../../../../../content/public/regimen.json';

type Step = (typeof regimen)[number];

// Mantine's Modal (with its scroll lock and floating-ui's ref helpers) loads when a label is first enlarged.
const RegimenImageModal = lazy(() => import('./regimen-image-modal'));

function Toggle({ label, opened, onClick }: { label: string; opened: boolean; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-expanded={opened} fw={800} fz="sm" c="brand.7" py={4}>
      {opened ? '−' : '+'} {label}
    </UnstyledButton>
  );
}

const imageFor = (step: Step) => `/media/images/ingredients/${step.name.toLowerCase().replace(/\s+/g, '-')}.svg`;

function StepCard({ step, onImage }: { step: Step; onImage: (step: Step) => void }) {
  const [benefits, setBenefits] = useState(false);
  const [ingredients, setIngredients] = useState(false);
  return (
    <Paper radius="lg" p="lg" withBorder style={{ borderTop: `6px solid ${step.color}` }} data-testid="regimen-step">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color={step.color} variant="filled" size="lg" c={textOn(step.color)}>
            Step {step.step}
          </Badge>
          <Text fz="xs" fw={800} tt="uppercase" c="gray.7">
            {step.time}
          </Text>
        </Group>
        <Title order={3} fz="xl" c="brand.8">
          {step.name}
        </Title>
        <Text c="gray.8">{step.dose}</Text>
        <Toggle label="Benefits" opened={benefits} onClick={() => setBenefits((value) => !value)} />
        <Collapse expanded={benefits}>
          <List size="sm" spacing={4} c="gray.8">
            {step.benefits.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Collapse>
        <Toggle label="Ingredients" opened={ingredients} onClick={() => setIngredients((value) => !value)} />
        <Collapse expanded={ingredients}>
          <UnstyledButton onClick={() => onImage(step)} aria-label={`Enlarge ${step.name} ingredients`} display="block">
            <img
              src={imageFor(step)}
              alt={`${step.name} ingredients`}
              loading="lazy"
              width={320}
              height={200}
              style={{ width: '100%', height: 'auto', borderRadius: 8, border: '1px solid #dfe5ef' }}
            />
          </UnstyledButton>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** The six-step sunrise-to-sunset regimen; an ingredients image opens in a large modal. */
export function Regimen() {
  const [image, setImage] = useState<Step | null>(null);
  const modalWanted = useOnceTrue(image !== null);
  return (
    <>
      <Box
        mb="lg"
        h={10}
        style={{
          borderRadius: 5,
          background: 'linear-gradient(90deg, #f6b221, #2e9e4f, #f15a29, #7b3f98, #d7263d, #1f3a68)',
        }}
        aria-hidden="true"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {regimen.map((step) => (
          <StepCard key={step.step} step={step} onImage={setImage} />
        ))}
      </SimpleGrid>
      {modalWanted && (
        <Suspense fallback={null}>
          <RegimenImageModal
            image={image && { name: image.name, src: imageFor(image) }}
            onClose={() => setImage(null)}
          />
        </Suspense>
      )}
    </>
  );
}
