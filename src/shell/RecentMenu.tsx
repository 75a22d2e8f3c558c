import { Button, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import { clearRecent, KIND_LABEL } from '../lib/recent/recent.ts';
import { useRecent } from '../lib/recent/useRecent.ts';

/** The header's "Recent" menu: the last 50 concept, code, atom and drug pages of this tab. */
export function RecentMenu() {
  const recent = useRecent();
  // Phones: no room in the header for it; the home page lists the same pages.
  return (
    <Menu position="bottom-end" width={360} withinPortal>
      <Menu.Target>
        <Button
          visibleFrom="sm"
          variant="default"
          size="sm"
          style={{ flexShrink: 0 }}
          aria-label={`Recently viewed (${recent.length})`}
        >
          Recent
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Menu.Label>Recently viewed in this tab</Menu.Label>
        {recent.length === 0 && (
          <Text size="sm" px="sm" py={4} c="dimmed">
            Nothing yet: concepts, codes and drugs you open appear here.
          </Text>
        )}
        {recent.map((v) => (
          <Menu.Item
            key={v.path}
            component={Link}
            to={v.path}
            leftSection={
              <Text size="xs" c="dimmed" w={52}>
                {KIND_LABEL[v.kind]}
              </Text>
            }
          >
            {v.title}
          </Menu.Item>
        ))}
        {recent.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={clearRecent}>
              Clear recently viewed
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
