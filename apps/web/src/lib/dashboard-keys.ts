/** Query keys of the dashboard's own calls; the action tracker and the goals renew some of them. */
export const dashboardKeys = {
  profileInfo: (id: number) => ['dashboard', 'profileInfo', id] as const,
  progress: (id: number) => ['dashboard', 'progress', id] as const,
  globalSteps: ['dashboard', 'globalSteps'] as const,
  products: ['dashboard', 'products'] as const,
  courses: ['dashboard', 'courses'] as const,
};
