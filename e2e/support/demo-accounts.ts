/** The demo accounts of DESIGN.md and the page each one's step lands on after sign-in. */
export interface DemoAccount {
  id: number;
  phone: string | null;
  email: string;
  landsOn: string;
}

const member = (id: number, landsOn: string): DemoAccount => ({
  id,
  phone: `555-010-${id}`,
  email: `demo${id}@example.com`,
  landsOn,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  member(1001, '/customizeQuestions'),
  member(1002, '/steps'),
  member(1003, '/steps'),
  member(1004, '/steps'),
  member(1005, '/dashboard'),
  member(1006, '/dashboard'),
  member(1007, '/steps'),
  member(1008, '/nonSubscriber'),
  member(1009, '/customizeQuestions'),
  // 1010 and 1011 share one phone: they sign in by customer id or email only.
  { id: 1010, phone: null, email: 'demo1010@example.com', landsOn: '/dashboard' },
  { id: 1011, phone: null, email: 'demo1011@example.com', landsOn: '/customizeQuestions' },
  { id: 2001, phone: '555-010-2001', email: 'coach2001@example.com', landsOn: '/dashboard' },
  { id: 3001, phone: '555-010-3001', email: 'demo3001@example.com', landsOn: '/dashboard' },
];

export const SHARED_PHONE = '555-010-1010';
