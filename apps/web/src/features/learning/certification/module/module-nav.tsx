import { Box, Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import type { CertificationModuleDetail } from '@oola/domain';
import { certificationModulePath } from '../module-path';

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} aria-hidden>
      <path d={flip ? 'M5 12h14m0 0l-6-6m6 6l-6 6' : 'M19 12H5m0 0l6-6m-6 6l6 6'} strokeLinecap="round" />
    </svg>
  );
}

// 'MODULE' shows from the xs breakpoint: on a phone the two buttons read PREVIOUS and NEXT. The
// button's label is a flex row, which drops the span's leading space from view (not from its name).
const MODULE = (
  <Box component="span" visibleFrom="xs" ml={6}>
    {' MODULE'}
  </Box>
);

/** PREVIOUS MODULE and NEXT MODULE; the next one opens once this one is completed. */
export function ModuleNav({ module }: { module: CertificationModuleDetail }) {
  const { previousModuleId, nextModuleId, isCompleted } = module;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <div>
        {previousModuleId !== null && (
          <Button
            component={Link}
            to={certificationModulePath(previousModuleId)}
            variant="default"
            leftSection={<Arrow />}
            fullWidth
          >
            PREVIOUS{MODULE}
          </Button>
        )}
      </div>
      <div>
        {nextModuleId !== null &&
          (isCompleted ? (
            <Button
              component={Link}
              to={certificationModulePath(nextModuleId)}
              variant="default"
              rightSection={<Arrow flip />}
              fullWidth
            >
              NEXT{MODULE}
            </Button>
          ) : (
            <Button variant="default" rightSection={<Arrow flip />} disabled fullWidth>
              NEXT{MODULE}
            </Button>
          ))}
      </div>
    </SimpleGrid>
  );
}
