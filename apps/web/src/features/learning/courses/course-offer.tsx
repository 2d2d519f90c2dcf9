import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Box,
  Container,
  Image,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PurchaseCourseResponse } from '@oola/domain';
import { BuyCourse } from '../../payments';
import { useCourses } from './api';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface CourseOfferProps {
  courseId: number;
  /** Where BACK goes: the dashboard, or /nonSubscriber for a non-subscriber. */
  home: string;
  onBought: (result: PurchaseCourseResponse) => void;
}

/**
 * A course the member does not have yet: what it is, what is inside, its price, and buying it with
 * the card on file (or a card typed here). The course's welcome page shows this until it is bought.
 */
export function CourseOffer({ courseId, home, onBought }: CourseOfferProps) {
  const courses = useCourses();
  if (courses.isError) return <Alert color="red">{courses.error.message}</Alert>;
  if (!courses.data) return <Skeleton h={480} radius="lg" />;
  const course = courses.data.find((item) => item.id === courseId && !item.isCoachCertification);
  if (!course) return <Alert color="red">Course not found.</Alert>;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to={home} fw={700} display="inline-block" mb="md">
        ← Back to my dashboard
      </Anchor>
      <Paper radius="lg" shadow="md" style={{ overflow: 'hidden' }} data-testid="course-offer">
        <Box
          px={{ base: 'lg', sm: 48 }}
          py={{ base: 28, sm: 40 }}
          style={{ background: 'linear-gradient(135deg, #1f3a68 0%, #2a5ea9 60%, #2e9e4f 140%)' }}
        >
          <Text tt="uppercase" fw={800} c="white" opacity={0.8} fz="sm" style={{ letterSpacing: '0.14em' }}>
            Additional program · By {course.creator}
          </Text>
          <Title order={1} c="white" mt={6} fz={{ base: 28, sm: 38 }}>
            {course.title}
          </Title>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', sm: 40 }} px={{ base: 'lg', sm: 48 }} py="xl">
          <Stack gap="md">
            <Image src={course.imageUrl} alt="" radius="md" />
            <Text fz="lg" c="gray.8">
              {course.subTitle}
            </Text>
            <div>
              <Text component="h2" fz="sm" fw={800} c="brand.8" m={0} mb="xs" style={{ letterSpacing: '0.08em' }}>
                WHAT IS INSIDE: {course.steps.length} MODULES
              </Text>
              <List spacing={4} fz="sm" c="gray.8">
                {course.steps.map((step) => (
                  <List.Item key={step.lessonId}>{step.title}</List.Item>
                ))}
              </List>
            </div>
          </Stack>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-label="Buy this program"
            style={{ alignSelf: 'start' }}
          >
            <Stack gap="md">
              <div>
                <Text fz="sm" c="dimmed">
                  One payment, yours to keep
                </Text>
                <Text fz={40} fw={800} lh={1.1} c="brand.8" data-testid="course-price">
                  {price.format(course.price)}
                </Text>
                <Text fz="sm" c="dimmed">
                  Start today: the first module opens as soon as you have paid.
                </Text>
              </div>
              <BuyCourse course={course} onBought={onBought} />
            </Stack>
          </Paper>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
