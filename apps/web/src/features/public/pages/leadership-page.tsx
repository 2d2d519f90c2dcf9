import { Avatar, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../../ui/use-page-meta';
import leaders from '../../../../../../content/public/leaders.json';
import { textOn } from '../../../lib/contrast';
import { PageBanner, Section } from '../components/section';

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Our Leadership: five leaders with bios. */
export default function LeadershipPage() {
  usePageMeta(
    'Our leadership',
    'Meet the five people who lead the life-balance program: founders, coaching and product science.',
  );
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title="Our leadership"
        subtitle="Five people, one mission: help a billion people live a more balanced life."
      />
      <Section bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {leaders.map((leader) => (
            <Paper key={leader.name} radius="lg" p="xl" withBorder shadow="xs" data-testid="leader">
              <Stack gap="sm">
                <Avatar
                  size={88}
                  radius={44}
                  styles={{
                    placeholder: {
                      background: leader.color,
                      color: textOn(leader.color),
                      fontWeight: 800,
                      fontSize: 28,
                    },
                  }}
                  alt={leader.name}
                >
                  {initials(leader.name)}
                </Avatar>
                <div>
                  <Title order={2} fz="xl" c="brand.8">
                    {leader.name}
                  </Title>
                  <Text fw={700} fz="sm" c="gray.7" tt="uppercase" lts="0.06em">
                    {leader.role}
                  </Text>
                </div>
                <Text c="gray.8" lh={1.6}>
                  {leader.bio}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
