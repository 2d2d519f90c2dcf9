import { Text, UnstyledButton } from '@mantine/core';
import type { CertificationModules } from '@oola/domain';
import { CARD_STATE_TEXT } from '../board/card-state';
import { StateIcon } from '../board/state-icon';
import { certificationCardState } from './module-path';
import classes from './certification-module-row.module.css';

export type CertificationModuleItem = CertificationModules['sections'][number]['modules'][number];

export interface CertificationModuleRowProps {
  module: CertificationModuleItem;
  onOpen: (moduleId: number) => void;
}

/** A module of the certification: the active and completed ones open their page; a locked one is plain text. */
export function CertificationModuleRow({ module, onOpen }: CertificationModuleRowProps) {
  const state = certificationCardState(module.status);
  const content = (
    <>
      <span className={classes.marker} data-state={state} aria-hidden>
        {state === 'unlocked' ? module.moduleNumber : <StateIcon state={state} />}
      </span>
      <span className={classes.body}>
        <Text component="span" fz={11} fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }}>
          MODULE {module.moduleNumber}
        </Text>
        <Text component="span" fw={700} fz="sm" c="brand.8" lh={1.3}>
          {module.title}
        </Text>
      </span>
      <span className={classes.state} data-state={state}>
        {CARD_STATE_TEXT[state]}
      </span>
    </>
  );
  const common = {
    className: classes.row,
    'data-testid': 'certification-module',
    'data-state': state,
  };
  if (state === 'locked') return <div {...common}>{content}</div>;
  return (
    <UnstyledButton {...common} onClick={() => onOpen(module.moduleId)}>
      {content}
    </UnstyledButton>
  );
}
