import { Button } from '@mantine/core';
import { Link } from 'react-router';

function ArrowLeft() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} aria-hidden>
      <path d="M19 12H5m0 0l6-6m-6 6l6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Back to the dashboard, from a module or an assessment. */
export function BackButton({ label = 'BACK' }: { label?: string }) {
  return (
    <Button component={Link} to="/dashboard" variant="default" leftSection={<ArrowLeft />}>
      {label}
    </Button>
  );
}
