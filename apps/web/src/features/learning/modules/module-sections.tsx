import type { ModuleDetail, ModuleSection } from '@oola/domain';
import { DoSection } from './do-section';
import { ReadSection } from './read-section';
import { SectionFrame } from './section-frame';
import { WatchSection } from './watch-section';

const ACCENT: Record<ModuleSection['name'], string> = { Watch: 'area5', Read: 'area3', Do: 'area1' };

function Body({ section, moduleId }: { section: ModuleSection; moduleId: number }) {
  if (section.name === 'Watch') return <WatchSection section={section} />;
  if (section.name === 'Read') return <ReadSection section={section} />;
  return <DoSection section={section} moduleId={moduleId} />;
}

export interface ModuleSectionsProps {
  detail: Pick<ModuleDetail, 'id' | 'sections'>;
  /** Given the last section (Do, or Read when there is no Do), to see when the member reaches it. */
  lastSectionRef?: (node: HTMLElement | null) => void;
}

/** Watch, Read and (when the module has one) Do, each numbered among them: '1/3'. */
export function ModuleSections({ detail, lastSectionRef }: ModuleSectionsProps) {
  const last = detail.sections.length - 1;
  return detail.sections.map((section, index) => (
    <div key={section.name} ref={index === last ? lastSectionRef : undefined}>
      <SectionFrame
        name={section.name.toUpperCase()}
        place={`${index + 1}/${detail.sections.length}`}
        accent={ACCENT[section.name]}
      >
        <Body section={section} moduleId={detail.id} />
      </SectionFrame>
    </div>
  ));
}
