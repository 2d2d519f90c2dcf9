/** The demo accounts of the README's table and how they sign in. */
export interface DemoAccount {
  id: number;
  phone: string | null;
  email: string;
}

const member = (id: number): DemoAccount => ({
  id,
  phone: `555-010-${id}`,
  email: `demo${id}@example.com`,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  member(1001),
  member(1002),
  member(1003),
  member(1004),
  member(1005),
  member(1006),
  member(1007),
  member(1008),
  member(1009),
  // 1010 and 1011 share one phone: they sign in by customer id or email only.
  { id: 1010, phone: null, email: 'demo1010@example.com' },
  { id: 1011, phone: null, email: 'demo1011@example.com' },
  { id: 2001, phone: '555-010-2001', email: 'coach2001@example.com' },
  { id: 2002, phone: '555-010-2002', email: 'coach2002@example.com' },
  { id: 3001, phone: '555-010-3001', email: 'demo3001@example.com' },
];

export const SHARED_PHONE = '555-010-1010';
