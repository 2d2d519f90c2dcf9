import { COACHING } from '@oola/domain';
import { loadCertificationContent, type CertificationModule } from '../content/certification.js';
import { type Quiz } from '../content/quizzes.js';

/** A quiz of the certification with its public id: its 1-based place in the file's quizzes. */
export interface CatalogueQuiz {
  id: number;
  quiz: Quiz;
}

/** A certification module with its public id, its number across sections and its quiz. */
export interface CatalogueCertificationModule {
  /** 1009 × 100 + the module's number: 100901, 100902, ... */
  id: number;
  /** 1-based, running across sections. */
  number: number;
  sectionIndex: number;
  content: CertificationModule;
  quiz: CatalogueQuiz | null;
}

let built: CatalogueCertificationModule[] | undefined;

function build(): CatalogueCertificationModule[] {
  const file = loadCertificationContent();
  const quizzes = file.quizzes.map((quiz, index) => ({ id: index + 1, quiz }));
  const quizByKey = new Map(quizzes.map((entry) => [entry.quiz.key, entry]));
  const modules = file.sections
    .flatMap((section, sectionIndex) => section.modules.map((content) => ({ sectionIndex, content })))
    .map(({ sectionIndex, content }, index) => ({
      id: COACHING.certificationCourseId * 100 + index + 1,
      number: index + 1,
      sectionIndex,
      content,
      quiz: content.quiz ? (quizByKey.get(content.quiz) ?? null) : null,
    }));
  const keys = new Set(modules.map((module) => module.content.key));
  if (keys.size !== modules.length) throw new Error('content/elearning/certification.yaml repeats a module key');
  return modules;
}

/** Every certification module in order, across sections. */
export const certificationModules = (): CatalogueCertificationModule[] => (built ??= build());

export const certificationModuleById = (id: number): CatalogueCertificationModule | undefined =>
  certificationModules().find((module) => module.id === id);
