/** A module as the programme's content describes it (content/elearning/*.yaml). */
export interface ModuleContent {
  key: string;
  title: string;
  caption: string;
  area?: number;
  image: string;
  watch: { title: string; video: string; captions: string };
  read: { title: string; intro: string; content: string; image?: string };
  do?: {
    title: string;
    content: string;
    workbook: string;
    actionSteps?: { text: string; enabled: boolean; steps: string[] };
    buttons: { text: string; link: string; isExternalLink: boolean }[];
  };
  questions: { key: string; text: string; options: string[] }[];
}

/** A module with its public id, and what its completion leads to. */
export interface CatalogueModule {
  id: number;
  content: ModuleContent;
  /** 5: the mid-year review starts here; 6: the next level. */
  nextStepId: number | null;
  goToNextLevelDesc: string | null;
}

/** A general path module's month at level 1 (null: not on that path) and above. */
export interface PathPositions {
  levelOne: number | null;
  higher: number;
}
