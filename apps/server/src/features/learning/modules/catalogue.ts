import { ELEARNING_MESSAGES } from '@oola/domain';
import type { CatalogueModule } from './catalogue-types.js';
import { assessmentOfType, type ElearningAssessment } from '../content/assessments.js';
import { loadBreakthroughContent } from '../content/breakthrough.js';
import { loadPathContent } from '../content/path.js';
import type { PathCatalogue } from './path-order.js';

/**
 * The programme's modules with their public ids, which follow their place in the content files
 * (so entries are only ever appended): breakthrough week n is 100 + n, the path's general
 * modules 201-204 in file order, and the module of life area a is 210 + a.
 */
interface Catalogue {
  breakthrough: CatalogueModule[];
  path: PathCatalogue;
  byId: Map<number, CatalogueModule>;
  byKey: Map<string, CatalogueModule>;
}

let built: Catalogue | undefined;

function build(): Catalogue {
  const plain = (id: number, content: CatalogueModule['content']): CatalogueModule => ({
    id,
    content,
    nextStepId: null,
    goToNextLevelDesc: null,
  });
  const breakthrough = loadBreakthroughContent().modules.map((content, index) => plain(101 + index, content));
  const pathContent = loadPathContent();
  const general = pathContent.general.map((content, index) => ({
    ...plain(201 + index, content),
    positions: content.positions,
    nextStepId: content.nextStepId ?? null,
    goToNextLevelDesc:
      content.goToNextLevelDesc ?? (content.nextStepId === 5 ? ELEARNING_MESSAGES.startOolaWheel : null),
  }));
  const areas = pathContent.areas.map((content) => ({ ...plain(210 + content.area, content), area: content.area }));
  const all = [...breakthrough, ...general, ...areas];
  return {
    breakthrough,
    path: { general, areas },
    byId: new Map(all.map((module) => [module.id, module])),
    byKey: new Map(all.map((module) => [module.content.key, module])),
  };
}

const catalogue = () => (built ??= build());

export const breakthroughKeys = () => catalogue().breakthrough.map((module) => module.content.key);
export const pathCatalogue = () => catalogue().path;
export const moduleById = (id: number): CatalogueModule | undefined => catalogue().byId.get(id);

/** A module a member's track names; tracks only ever name catalogue modules. */
export function moduleByKey(key: string): CatalogueModule {
  const module = catalogue().byKey.get(key);
  if (!module) throw new Error(`No module ${key} in content/elearning`);
  return module;
}

export const assessmentContent = (type: number): ElearningAssessment | undefined => assessmentOfType(type);
