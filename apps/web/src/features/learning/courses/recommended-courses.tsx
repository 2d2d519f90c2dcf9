import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseItem } from '@oola/domain';
import { NewTabNote } from '../../../ui/new-tab-note';
import { PanelHeading } from './panel-heading';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** LEARN MORE: the product's own page of the portal, or its external page in a new tab. */
function LearnMore({ course }: { course: CourseItem }) {
  // The space outside the hidden words, as in NewTabNote: inside them it is trimmed from the link's name.
  const name = (
    <>
      {' '}
      <VisuallyHidden>about {course.title}</VisuallyHidden>
    </>
  );
  if (course.externalLink) {
    return (
      <Button component="a" href={course.externalLink} target="_blank" rel="noopener noreferrer" size="compact-sm">
        LEARN MORE{name}
        <NewTabNote />
      </Button>
    );
  }
  return (
    <Button component={Link} to={course.urlProduct} size="compact-sm">
      LEARN MORE{name}
    </Button>
  );
}

function Recommendation({ course }: { course: CourseItem }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="course-recommendation">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={course.imageUrl} alt="" w={96} h={54} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} fz="sm" c="brand.8" lh={1.3}>
            {course.title}
          </Text>
          <Text fz="xs" c="dimmed">
            By {course.creator}
          </Text>
          <Text fz="xs" c="dark.5" lineClamp={2}>
            {course.subTitle}
          </Text>
          <Group justify="space-between" gap="xs" mt={6}>
            <Badge variant="light" color="area1" radius="sm">
              {price.format(course.price)}
            </Badge>
            <LearnMore course={course} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The courses the member does not have yet: LEARN MORE shows one's price and buys it. */
export function RecommendedCourses({ courses }: { courses: CourseItem[] }) {
  if (courses.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-courses-title">
      <PanelHeading id="recommended-courses-title">RECOMMENDED FOR YOU</PanelHeading>
      <Text fz="sm" c="dimmed">
        Would you like one of these programs? See what is inside and buy it with your card in a minute.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {courses.map((course) => (
          <Recommendation key={course.id} course={course} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
