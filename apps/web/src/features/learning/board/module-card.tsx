import { Text, UnstyledButton } from '@mantine/core';
import type { ElearningModuleCard } from '@oola/domain';
import { LockGlyph } from '../../../ui/locked/lock-image';
import { CARD_STATE_TEXT, cardState } from './card-state';
import { StateIcon } from './state-icon';
import classes from './module-card.module.css';

export interface ModuleCardProps {
  card: ElearningModuleCard;
  /** 'WEEK 4', 'MONTH 2'. */
  eyebrow: string;
  onOpen: (moduleId: number) => void;
}

/** A module on the board: opens when unlocked; a locked card is plain text that says when it opens. */
export function ModuleCard({ card, eyebrow, onOpen }: ModuleCardProps) {
  const state = cardState(card);
  const content = (
    <>
      <span className={classes.media}>
        <img src={card.imageUrl} alt="" className={classes.image} loading="lazy" />
        {state === 'locked' && (
          <span className={classes.lock}>
            <span>
              <LockGlyph size={22} />
            </span>
          </span>
        )}
      </span>
      <span className={classes.body}>
        <Text component="span" fz={11} fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
        <Text component="span" fw={700} fz="sm" c="brand.8" lh={1.3} lineClamp={2}>
          {card.title}
        </Text>
        <Text component="span" fz="xs" c="dimmed">
          {card.unLockDateText}
        </Text>
        <span className={classes.state} data-state={state}>
          <StateIcon state={state} />
          {CARD_STATE_TEXT[state]}
        </span>
      </span>
    </>
  );
  const common = { className: classes.card, 'data-testid': 'module-card', 'data-state': state };
  if (state === 'locked') return <div {...common}>{content}</div>;
  return (
    <UnstyledButton {...common} onClick={() => onOpen(card.id)}>
      {content}
    </UnstyledButton>
  );
}
