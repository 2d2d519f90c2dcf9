import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { ModuleSection } from '@oola/domain';
import { NewTabNote } from '../../../ui/new-tab-note';

/** The Do section's up to four buttons: a page of ours opens here, an external link in a new tab. */
export function DoLinks({ section }: { section: ModuleSection }) {
  const buttons = [section.buttonOne, section.buttonTwo, section.buttonThree, section.buttonFour].filter(
    (button) => button.displayButton,
  );
  if (buttons.length === 0) return null;
  return (
    <Group gap="sm">
      {buttons.map((button) =>
        button.isExternalLink ? (
          <Button
            key={button.text}
            component="a"
            href={button.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            color="area1"
          >
            {button.text}
            <NewTabNote />
          </Button>
        ) : (
          <Button key={button.text} component={Link} to={button.link} variant="outline" color="area1">
            {button.text}
          </Button>
        ),
      )}
    </Group>
  );
}
