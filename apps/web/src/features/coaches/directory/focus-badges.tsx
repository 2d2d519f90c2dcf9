import { Badge, Group } from '@mantine/core';
import { areaById } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';

/** "Certified" and the life areas a coach focuses on. */
export function FocusBadges({ areaIds, certified }: { areaIds: number[]; certified: boolean }) {
  return (
    <Group gap={6}>
      {certified && (
        <Badge variant="light" color="brand" radius="sm">
          Certified
        </Badge>
      )}
      {areaIds.map((id) => {
        const area = areaById(id);
        return (
          <Badge key={id} radius="sm" variant="outline" color={areaColor(id)}>
            {area.name}
          </Badge>
        );
      })}
    </Group>
  );
}
