import { describe, expect, it } from 'vitest';
import {
  clampTyped,
  courseAssessmentReducer,
  detailsOf,
  initialCourseAssessmentState,
  isAnswered,
  kindOf,
  numberAnswered,
  type CourseQuestion,
} from './assessment-state';

const question = (id: number, questionTypeId: number, extra: Partial<CourseQuestion> = {}): CourseQuestion => ({
  id,
  text: `Question ${id}`,
  questionTypeId,
  imageUrl: null,
  options: [
    { id: id * 10 + 1, text: 'One' },
    { id: id * 10 + 2, text: 'Two' },
    { id: id * 10 + 3, text: 'Three' },
  ],
  subQuestions: [],
  ...extra,
});
const single = question(101, 1);
const multiple = question(102, 2);
const other = question(104, 7);
const numbers = question(103, 3, {
  options: [],
  subQuestions: [
    { id: 1031, text: 'Energy', min: 1, max: 10 },
    { id: 1032, text: 'Hours', min: 2, max: 24 },
  ],
});
const [energy, hours] = numbers.subQuestions as [
  CourseQuestion['subQuestions'][number],
  CourseQuestion['subQuestions'][number],
];

describe('kindOf', () => {
  it('asks numbers when there are sub-questions, several options for type 2, and one option for any other type', () => {
    expect([single, multiple, numbers, other].map(kindOf)).toEqual(['single', 'multiple', 'numbers', 'single']);
  });
});

describe('clampTyped', () => {
  it('shows the maximum at once when the number typed is above it', () => {
    expect(clampTyped(15, energy)).toBe(10);
    expect(clampTyped('250', hours)).toBe(24);
    expect(clampTyped(10, energy)).toBe(10);
  });

  it('keeps a number below the minimum while it is typed (more digits may follow), and an empty input empty', () => {
    expect(clampTyped(1, hours)).toBe(1);
    expect(clampTyped('', energy)).toBe('');
    expect(clampTyped('abc', energy)).toBe('');
    expect(clampTyped(7.6, energy)).toBe(7);
  });
});

describe('numberAnswered', () => {
  it('needs a number above 0 within the range', () => {
    expect(numberAnswered(3, energy)).toBe(true);
    expect(numberAnswered(10, energy)).toBe(true);
    expect(numberAnswered(0, { min: 0, max: 7 })).toBe(false);
    expect(numberAnswered(1, hours)).toBe(false);
    expect(numberAnswered(11, energy)).toBe(false);
    expect(numberAnswered('', energy)).toBe(false);
    expect(numberAnswered(undefined, energy)).toBe(false);
  });
});

describe('isAnswered (NEXT and COMPLETE are enabled)', () => {
  it('needs a choice for a single or multiple choice question', () => {
    expect(isAnswered(single, initialCourseAssessmentState)).toBe(false);
    const chosen = courseAssessmentReducer(initialCourseAssessmentState, {
      type: 'choose',
      question: single,
      optionId: 1012,
    });
    expect(isAnswered(single, chosen)).toBe(true);
    expect(isAnswered(multiple, chosen)).toBe(false);
  });

  it('needs every sub-question filled with a number above 0 for a numbers question', () => {
    const typeEnergy = courseAssessmentReducer(initialCourseAssessmentState, {
      type: 'type',
      subQuestion: energy,
      value: 4,
    });
    expect(isAnswered(numbers, typeEnergy)).toBe(false);
    const both = courseAssessmentReducer(typeEnergy, { type: 'type', subQuestion: hours, value: 8 });
    expect(isAnswered(numbers, both)).toBe(true);
    const cleared = courseAssessmentReducer(both, { type: 'type', subQuestion: hours, value: '' });
    expect(isAnswered(numbers, cleared)).toBe(false);
  });
});

describe('courseAssessmentReducer', () => {
  it('replaces a single choice, and toggles the options of a multiple choice question', () => {
    let state = courseAssessmentReducer(initialCourseAssessmentState, {
      type: 'choose',
      question: single,
      optionId: 1011,
    });
    state = courseAssessmentReducer(state, { type: 'choose', question: single, optionId: 1013 });
    expect(state.choices[101]).toEqual([1013]);
    state = courseAssessmentReducer(state, { type: 'choose', question: multiple, optionId: 1021 });
    state = courseAssessmentReducer(state, { type: 'choose', question: multiple, optionId: 1023 });
    state = courseAssessmentReducer(state, { type: 'choose', question: multiple, optionId: 1021 });
    expect(state.choices[102]).toEqual([1023]);
  });

  it('keeps the answers when moving between questions', () => {
    const chosen = courseAssessmentReducer(initialCourseAssessmentState, {
      type: 'choose',
      question: single,
      optionId: 1011,
    });
    const back = courseAssessmentReducer(courseAssessmentReducer(chosen, { type: 'go', index: 1 }), {
      type: 'go',
      index: 0,
    });
    expect(back).toMatchObject({ index: 0, choices: { 101: [1011] } });
  });
});

describe('detailsOf', () => {
  it('sends a detail per chosen option and one detail with the Subquestions of a numbers question', () => {
    const steps = [
      { type: 'choose', question: single, optionId: 1012 },
      { type: 'choose', question: multiple, optionId: 1021 },
      { type: 'choose', question: multiple, optionId: 1023 },
      { type: 'type', subQuestion: energy, value: 30 },
      { type: 'type', subQuestion: hours, value: '7' },
    ] as const;
    const state = steps.reduce(courseAssessmentReducer, initialCourseAssessmentState);
    expect(detailsOf([single, multiple, numbers], state)).toEqual([
      { questionId: 101, optionId: 1012 },
      { questionId: 102, optionId: 1021 },
      { questionId: 102, optionId: 1023 },
      {
        questionId: 103,
        subquestions: [
          { questionId: 1031, optionValue: 10 },
          { questionId: 1032, optionValue: 7 },
        ],
      },
    ]);
  });
});
