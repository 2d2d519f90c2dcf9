/** The action tracker's cached queries: the tracker's own calls and e-learning's module actions renew them. */
export const trackerKeys = {
  all: ['tracker'] as const,
  day: (id: number, offset: number) => ['tracker', 'day', id, offset] as const,
};
