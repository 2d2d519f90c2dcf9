import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** The guided journey's private routes (journey.md section 2). */
export const journeyRoutes: RouteObject[] = [
  soon('customizeQuestions', 'Welcome! Tell us about you'),
  soon('steps', 'The three steps'),
  soon('phase2welcome', 'The Breakthrough Experience'),
  soon('phase3welcome', 'My Personalized Path'),
  soon('Level2Welcome', 'Welcome to level 2'),
  soon('MidYearReviewWelcome', 'Mid-year review'),
  soon('NewModuleWelcome', 'Your new programme'),
];
