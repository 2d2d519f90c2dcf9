import { Box, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useAliasLinks } from '../alias-links';
import { PageBanner, Section } from '../components/section';

const FIGURES = [
  { value: '31', label: 'layers of dreams written on the bus' },
  { value: '1,000,000+', label: 'social fans' },
  { value: '1 billion', label: 'lives, our goal in 7 years' },
];

const CHAPTERS = [
  {
    year: 'The road trip',
    text: 'Two friends bought an old surf bus, painted it with the seven areas of life and drove it across the country, asking strangers to write their dreams on its side.',
  },
  {
    year: 'The bus fills up',
    text: 'Dreams were written over dreams until the bus carried 31 layers of them. Every one told the same story: people want balance, not just success.',
  },
  {
    year: 'The framework',
    text: 'The seven areas became a simple framework — score, set goals, take small daily actions — first in books and talks, then in a coaching program.',
  },
  {
    year: 'Today',
    text: 'Members, coaches and ambassadors in 43 countries use the program, the tracker and the supplements to live better, one day at a time.',
  },
];

/** Our Story / About Us. */
export default function StoryPage() {
  const links = useAliasLinks();
  usePageMeta(
    'Our story',
    'How a surf bus covered in 31 layers of dreams became a life-balance program used in 43 countries.',
  );
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title="Our story"
        subtitle="It started with a bus, a road trip and a question: what would a balanced life look like for you?"
        color="#2e9e4f"
      />
      <Section bg="#fff">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={56}>
          {FIGURES.map((figure) => (
            <Paper key={figure.label} radius="lg" p="xl" bg="#f7f8fb" ta="center">
              <Text fz={40} fw={900} c="brand.8" lh={1}>
                {figure.value}
              </Text>
              <Text c="gray.7" fw={600} mt={6}>
                {figure.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="xl" maw={760} mx="auto">
          {CHAPTERS.map((chapter, index) => (
            <Box
              key={chapter.year}
              pl="lg"
              style={{ borderLeft: `4px solid ${['#2e9e4f', '#f6b221', '#d7263d', '#7b3f98'][index]}` }}
            >
              <Title order={2} fz="xl" c="brand.8" mb={4}>
                {chapter.year}
              </Title>
              <Text c="gray.8" fz="lg" lh={1.6}>
                {chapter.text}
              </Text>
            </Box>
          ))}
          <Button component={Link} to={links.freeTest} w="fit-content" size="md">
            TAKE THE FREE TEST
          </Button>
        </Stack>
      </Section>
    </>
  );
}
