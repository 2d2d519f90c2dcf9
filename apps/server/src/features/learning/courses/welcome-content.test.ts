import { describe, expect, it } from 'vitest';
import { allCourses } from './course-catalogue.js';
import { welcomeContent } from './welcome-content.js';

describe('content/course-welcome.yaml', () => {
  it('welcomes the member to every course of content/elearning/courses.yaml, by its title', () => {
    for (const course of allCourses()) expect(welcomeContent(course.id)?.htmlTitle).toContain(course.title);
  });
});
