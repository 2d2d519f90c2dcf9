import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** E-learning, courses and assessments. */
export const elearningRoutes: RouteObject[] = [
  soon('eLearning', 'My e-learning'),
  soon('moduleVip', 'Module'),
  soon('assessment', 'Assessment One'),
  soon('assessmentMyPP', 'Assessment'),
  soon('AssesmentNewModules', 'Course assessment'),
];
