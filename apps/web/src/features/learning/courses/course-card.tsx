import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { CourseItem } from '@oola/domain';
import classes from './course-card.module.css';

export interface CourseCardProps {
  course: CourseItem;
  onOpen: (courseId: number) => void;
}

/** One of the member's courses: its picture, title and how far they are; opens its modules. */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const done = course.steps.filter((step) => step.completed).length;
  const total = course.steps.length;
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(course.id)}
      data-testid="course-card"
      data-completed={course.completed}
    >
      <span className={classes.media}>
        <img src={course.imageUrl} alt="" className={classes.image} loading="lazy" />
      </span>
      <span className={classes.body}>
        <Text component="span" fz={11} fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          {course.isCoachCertification ? 'Coach certification' : `By ${course.creator}`}
        </Text>
        <Text component="span" fw={700} c="brand.8" lh={1.3}>
          {course.title}
        </Text>
        <Text component="span" fz="sm" c="dimmed" lineClamp={2}>
          {course.subTitle}
        </Text>
        <span className={classes.footer}>
          <Group component="span" justify="space-between" gap="xs">
            <Text component="span" fz="xs" fw={700} c="dark.5">
              {done} of {total} steps completed
            </Text>
            {course.completed && (
              <Badge component="span" color="area1" variant="light" radius="sm">
                Completed
              </Badge>
            )}
          </Group>
          <span className={classes.bar} data-completed={course.completed}>
            <span style={{ width: `${total ? Math.round((done / total) * 100) : 0}%` }} />
          </span>
        </span>
      </span>
    </UnstyledButton>
  );
}
