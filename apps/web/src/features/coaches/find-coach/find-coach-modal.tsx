import { useEffect, useReducer, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { updateSession } from '../../../lib/session';
import { useMyCoach, useSkipCoachSelection } from './api';
import { flowReducer, initialFlow, type FlowState } from './flow';
import { ErrorNotice, Loading } from './status';
import { WayByName } from './way-by-name';
import { WayChoose } from './way-choose';
import { WayConfirm } from './way-confirm';
import { WayPicks } from './way-picks';
import { WayProfile } from './way-profile';
import { WayQuestions } from './way-questions';

export interface FindCoachModalProps {
  /** Called once the modal closes (way -1). */
  onClose: () => void;
  /** The customize page's extra option: carry on without a coach for now. */
  notNowOption?: boolean;
}

function title(state: FlowState): string {
  switch (state.way) {
    case 1:
      return 'FIND A COACH BY NAME';
    case 2:
      return state.picks ? 'YOUR TOP PICKS' : 'FIND YOUR MATCH';
    case 3:
      return 'CONFIRM YOUR COACH';
    case 4:
      return state.from === null ? 'MY COACH' : 'COACH PROFILE';
    default:
      return 'FIND A COACH';
  }
}

/**
 * The Find Coach modal, mounted while open. It first asks for the member's coach: a member with a
 * coach sees their coach (way 4), others choose how to find one (way 0). -1 closes it.
 */
export default function FindCoachModal({ onClose, notNowOption = false }: FindCoachModalProps) {
  const myCoach = useMyCoach();
  const [state, dispatch] = useReducer(flowReducer, null, () => initialFlow(null));
  const [started, setStarted] = useState(false);
  const [term, setTerm] = useState('');
  const narrow = useMediaQuery('(max-width: 48em)');
  const skip = useSkipCoachSelection();

  useEffect(() => {
    if (started || !myCoach.data) return;
    dispatch({ type: 'start', coachId: myCoach.data.coach?.coachId ?? null });
    setStarted(true);
  }, [started, myCoach.data]);
  useEffect(() => {
    if (state.way === -1) onClose();
  }, [state.way, onClose]);

  const openCoach = (coachId: number) => dispatch({ type: 'openCoach', coachId });
  const back = () => dispatch({ type: 'back' });
  // Closed once the server has it (or could not take it), so a reload right after does not open it again.
  const notNow = () => skip.mutate(undefined, { onSettled: () => dispatch({ type: 'close' }) });
  const selected = () => {
    // The payments feature refreshes every query once the coach is chosen.
    updateSession({ hasCoach: true });
    dispatch({ type: 'selected' });
  };

  const ways = (
    <>
      {state.way === 0 && (
        <WayChoose
          onChoose={(way) => dispatch({ type: 'choose', way })}
          onNotNow={notNowOption ? notNow : undefined}
          notNowPending={skip.isPending}
        />
      )}
      {state.way === 1 && <WayByName term={term} onTermChange={setTerm} onOpenCoach={openCoach} onBack={back} />}
      {state.way === 2 && !state.picks && <WayQuestions onBack={back} onSaved={() => dispatch({ type: 'saved' })} />}
      {state.way === 2 && state.picks && <WayPicks onOpenCoach={openCoach} onRetake={back} />}
      {state.way === 3 && state.coachId && <WayConfirm coachId={state.coachId} onSelected={selected} onCancel={back} />}
      {state.way === 4 && state.coachId && (
        <WayProfile
          coachId={state.coachId}
          onBack={state.from ? back : undefined}
          onConfirm={() => dispatch({ type: 'confirm' })}
        />
      )}
    </>
  );

  return (
    <Modal
      opened={state.way !== -1}
      onClose={() => dispatch({ type: 'close' })}
      size="xl"
      fullScreen={narrow}
      radius="lg"
      padding="xl"
      centered
      title={
        <Text component="span" fw={800} fz="lg" c="brand.8">
          {title(state)}
        </Text>
      }
    >
      {myCoach.isError ? <ErrorNotice message={myCoach.error.message} /> : started ? ways : <Loading />}
    </Modal>
  );
}
