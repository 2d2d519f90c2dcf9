import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODAL_ORDER, modalOnTurn } from './modal-order';
import { ModalQueueProvider, useModalTurn } from './modal-queue';
import type { QueuedModal } from './modal-order';

/** A pop-up of the queue whose wish the test sets from outside. */
const setters = new Map<QueuedModal, (wanted: boolean | undefined) => void>();
function Popup({ modal, initially }: { modal: QueuedModal; initially: boolean | undefined }) {
  const [wanted, setWanted] = useState(initially);
  setters.set(modal, setWanted);
  const open = useModalTurn(modal, wanted);
  return open ? <div role="dialog" aria-label={modal} /> : null;
}

const wish = (modal: QueuedModal, wanted: boolean | undefined) => act(() => setters.get(modal)!(wanted));
const openDialogs = () => screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'));

function renderQueue(popups: [QueuedModal, boolean | undefined][], signIn: string | null = null) {
  setters.clear();
  return render(
    <ModalQueueProvider signIn={signIn}>
      {popups.map(([modal, initially]) => (
        <Popup key={modal} modal={modal} initially={initially} />
      ))}
    </ModalQueueProvider>,
  );
}

describe('the modal queue', () => {
  it('opens one pop-up at a time, in the fixed order, the next when the previous closes', () => {
    renderQueue([
      ['certification-tour', true],
      ['badge', true],
      ['tutorial-video', false],
      ['time-zone', true],
    ]);
    expect(openDialogs()).toEqual(['time-zone']);
    wish('time-zone', false);
    expect(openDialogs()).toEqual(['badge']);
    // Closing the Welcome badge opens the tutorial before the next badge and the tour.
    act(() => {
      setters.get('badge')!(undefined);
      setters.get('tutorial-video')!(true);
    });
    expect(openDialogs()).toEqual(['tutorial-video']);
    wish('badge', true);
    expect(openDialogs()).toEqual(['tutorial-video']);
    wish('tutorial-video', false);
    expect(openDialogs()).toEqual(['badge']);
    wish('badge', false);
    expect(openDialogs()).toEqual(['certification-tour']);
    wish('certification-tour', false);
    expect(openDialogs()).toEqual([]);
  });

  it('waits for a pop-up before it that cannot tell yet, and keeps the open one open', () => {
    renderQueue([
      ['badge', undefined],
      ['certification-tour', true],
    ]);
    expect(openDialogs()).toEqual([]);
    wish('badge', false);
    expect(openDialogs()).toEqual(['certification-tour']);
    // A badge earned while the tour is open waits for the tour to close.
    wish('badge', true);
    expect(openDialogs()).toEqual(['certification-tour']);
    wish('certification-tour', false);
    expect(openDialogs()).toEqual(['badge']);
  });

  it('lets the next one open when the open one leaves the page', () => {
    setters.clear();
    const { rerender } = render(
      <ModalQueueProvider>
        <Popup modal="coach-welcome" initially />
        <Popup modal="coach-badge" initially />
      </ModalQueueProvider>,
    );
    expect(openDialogs()).toEqual(['coach-welcome']);
    rerender(
      <ModalQueueProvider>
        <Popup modal="coach-badge" initially />
      </ModalQueueProvider>,
    );
    expect(openDialogs()).toEqual(['coach-badge']);
  });

  it('opens one first-visit tour per sign-in: the others wait for the next sign-in, even after a reload', () => {
    localStorage.clear();
    const tours: [QueuedModal, boolean][] = [
      ['tutorial-video', true],
      ['certification-tour', true],
      ['coach-welcome', true],
    ];
    const first = renderQueue(tours, '2002:first');
    expect(openDialogs()).toEqual(['tutorial-video']);
    wish('tutorial-video', false);
    expect(openDialogs()).toEqual([]);
    first.unmount();

    const reload = renderQueue(tours.slice(1), '2002:first');
    expect(openDialogs()).toEqual([]);
    reload.unmount();

    renderQueue(tours.slice(1), '2002:second');
    expect(openDialogs()).toEqual(['certification-tour']);
    wish('certification-tour', false);
    expect(openDialogs()).toEqual([]);
  });

  it('refuses a pop-up outside a queue', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Popup modal="badge" initially />)).toThrow('useModalTurn needs a ModalQueueProvider');
    } finally {
      console.error = quiet;
    }
  });
});

describe('modalOnTurn', () => {
  it('follows MODAL_ORDER: the time zone first, the coach portal’s badges last', () => {
    expect(MODAL_ORDER[0]).toBe('time-zone');
    expect(MODAL_ORDER.indexOf('tutorial-video')).toBeLessThan(MODAL_ORDER.indexOf('badge'));
    expect(MODAL_ORDER.indexOf('badge')).toBeLessThan(MODAL_ORDER.indexOf('certification-tour'));
    expect(modalOnTurn(null, { 'coach-badge': true, 'coach-welcome': true })).toBe('coach-welcome');
    expect(modalOnTurn('coach-badge', { 'coach-badge': true, 'coach-welcome': true })).toBe('coach-badge');
    expect(modalOnTurn(null, {})).toBeNull();
  });
});
