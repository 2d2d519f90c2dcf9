import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type * as WelcomePages from './welcome/welcome-pages';

const CustomizePage = lazy(() => import('./customize/customize-page'));
const StepsPage = lazy(() => import('./steps-page'));
const NewModuleWelcomePage = lazy(() => import('./welcome/new-module-welcome-page'));
const LevelCompletePage = lazy(() => import('./level-two/level-complete-page'));
const welcome = (name: keyof typeof WelcomePages) =>
  lazy(() => import('./welcome/welcome-pages').then((module) => ({ default: module[name] })));
const PhaseTwoWelcomePage = welcome('PhaseTwoWelcomePage');
const PhaseThreeWelcomePage = welcome('PhaseThreeWelcomePage');
const LevelTwoWelcomePage = welcome('LevelTwoWelcomePage');
const MidYearReviewWelcomePage = welcome('MidYearReviewWelcomePage');

/** The guided journey's private routes. */
export const journeyRoutes: RouteObject[] = [
  { path: 'customizeQuestions', element: <CustomizePage /> },
  { path: 'steps', element: <StepsPage /> },
  { path: 'phase2welcome', element: <PhaseTwoWelcomePage /> },
  { path: 'phase3welcome', element: <PhaseThreeWelcomePage /> },
  { path: 'Level2Welcome', element: <LevelTwoWelcomePage /> },
  { path: 'MidYearReviewWelcome', element: <MidYearReviewWelcomePage /> },
  { path: 'NewModuleWelcome', element: <NewModuleWelcomePage /> },
  { path: 'LevelComplete', element: <LevelCompletePage /> },
];
