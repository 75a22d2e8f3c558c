// Its styles with it: the home page shows without the other pages' stylesheet (router.tsx).
import '@mantine/core/styles/Menu.layer.css';
import { Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import { clearRecent, KIND_LABEL } from '../lib/recent/recent.ts';
import { useRecent } from '../lib/recent/useRecent.ts';
import { RecentButton } from './RecentButton.tsx';

/** The header's "Recent" menu once its code has loaded (RecentMenu shows its button until then). */
export function RecentMenuLoaded({ defaultOpened }: { defaultOpened: boolean }) {
  const recent = useRecent();
  return (
    <Menu position="bottom-end" width={360} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <RecentButton count={recent.length} />
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
