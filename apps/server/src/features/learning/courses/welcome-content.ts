import { z } from 'zod';
import { whatToExpectSchema, type WhatToExpect } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';

const welcomeFileSchema = z.record(z.string(), whatToExpectSchema);

/** An additional course's welcome content (content/course-welcome.yaml), or undefined. */
export const welcomeContent = (courseId: number): WhatToExpect | undefined =>
  loadContent('course-welcome', welcomeFileSchema)[String(courseId)];
